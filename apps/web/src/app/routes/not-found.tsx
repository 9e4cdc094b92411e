import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '@/components/Logo';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useAddressSlug } from '@/lib/use-address-slug';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page introuvable');
  const session = useSession();
  // An unknown page under /a/<slug>/ leads to that association's login page.
  const slug = useAddressSlug();
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Logo size={48} />
        <Title order={1} size="h2">
          Page introuvable
        </Title>
        <Text>L’adresse demandée n’existe pas ou n’est plus disponible. Vérifiez le lien ou revenez à l’accueil.</Text>
        <Button component={Link} to={session ? paths.dashboard.href() : paths.login.href(slug)}>
          {session ? 'Retour au tableau de bord' : 'Aller à la connexion'}
        </Button>
      </Stack>
    </Center>
  );
}

export { NotFoundPage as Component };
