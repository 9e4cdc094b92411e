import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '@/components/Logo';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useAddressSlug } from '@/lib/use-address-slug';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMessages } from '@/features/auth/i18n/pages';

export function NotFoundPage() {
  const m = useMessages().notFound;
  useDocumentTitle(m.title);
  const session = useSession();
  // An unknown page under /a/<slug>/ leads to that association's login page.
  const slug = useAddressSlug();
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Logo size={48} />
        <Title order={1} size="h2">
          {m.title}
        </Title>
        <Text>{m.text}</Text>
        <Button component={Link} to={session ? paths.dashboard.href() : paths.login.href(slug)}>
          {session ? m.dashboard : m.login}
        </Button>
      </Stack>
    </Center>
  );
}

export { NotFoundPage as Component };
