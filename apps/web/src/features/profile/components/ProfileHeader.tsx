import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { fullName, initials } from '@/lib/format';

/** `role`: as shown (lib/i18n roleLabel). */
export function ProfileHeader({ nom, prenom, role }: { nom: string; prenom: string; role: string }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Group gap="md" wrap="nowrap">
        <Avatar color="quartier" variant="filled" radius={72} size={72} aria-hidden>
          <Text fw={700} size="xl" c="white">
            {initials(nom, prenom)}
          </Text>
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} size="h3" lineClamp={2}>
            {fullName({ nom, prenom })}
          </Title>
          <Text c="dimmed">{role}</Text>
        </Stack>
      </Group>
    </Paper>
  );
}
