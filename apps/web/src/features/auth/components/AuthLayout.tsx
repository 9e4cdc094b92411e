import { Box, Center, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAssociation } from '@/api/get-association';
import { Logo } from '@/components/Logo';
import { OfflineBanner } from '@/components/OfflineBanner';
import { APP_NAME } from '@/lib/use-document-title';

/** Frame of the anonymous screens: logo and association name, a card, © 2025. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { data: association } = useAssociation();
  const name = association?.nom ?? APP_NAME;
  return (
    <Center
      component="main"
      mih="100dvh"
      px={{ base: 'sm', xs: 'md' }}
      py="lg"
      style={{
        background: 'linear-gradient(160deg, var(--mantine-color-quartier-0) 0%, var(--mantine-color-gray-0) 55%)',
      }}
    >
      <Stack w="100%" maw={460} gap="md">
        <OfflineBanner />
        <Group gap="sm" justify="center" wrap="nowrap">
          <Logo size={40} />
          <Text fw={700} size="xl" lh={1.2}>
            {name}
          </Text>
        </Group>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', xs: 'xl' }}>
          {children}
        </Paper>
        <Box ta="center">
          <Text size="sm" c="dimmed">
            © 2025 {name}
          </Text>
        </Box>
      </Stack>
    </Center>
  );
}
