import { Paper } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { EmptyState } from './EmptyState';

/** Honest placeholder of a page that is not built yet: no sample figures. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <EmptyState
        title="Bientôt disponible"
        icon={<IconHourglassHigh size={32} aria-hidden />}
        description={`La page « ${title} » est en cours de préparation. Elle affichera les chiffres réels de l'association dès qu'elle sera prête.`}
      />
    </Paper>
  );
}
