import { Center, Loader } from '@mantine/core';
import { useT } from '@/lib/i18n';

export function PageLoader({ label }: { label?: string }) {
  const t = useT();
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader aria-label={label ?? t.common.loading} />
    </Center>
  );
}
