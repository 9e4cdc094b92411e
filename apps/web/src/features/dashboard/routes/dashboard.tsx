import { Stack, Text, Title } from '@mantine/core';
import { ComingSoon } from '@/components/ComingSoon';
import { pageTitles } from '@/config/paths';
import { useSession } from '@/lib/session';

/** Placeholder until the dashboard is built: a greeting, and no sample figures. */
export function DashboardPage() {
  const session = useSession();
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          Bonjour {session?.prenom ?? ''}
        </Title>
        <Text c="dimmed">Bienvenue dans votre espace membre.</Text>
      </div>
      <ComingSoon title={pageTitles.dashboard} />
    </Stack>
  );
}

export { DashboardPage as Component };
