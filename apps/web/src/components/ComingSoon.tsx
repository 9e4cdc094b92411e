import { Paper } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useT } from '@/lib/i18n';
import { EmptyState } from './EmptyState';

/** Honest placeholder of a page that is not built yet: no sample figures. */
export function ComingSoon({ title }: { title: string }) {
  const t = useT().parts.comingSoon;
  return (
    <Paper withBorder radius="md" p="lg">
      <EmptyState title={t.title} icon={<IconHourglassHigh size={32} aria-hidden />} description={t.text(title)} />
    </Paper>
  );
}
