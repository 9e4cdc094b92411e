import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '@/lib/api-client';

/** A block of figures that could not be loaded: what failed, the server's French reason, retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} title={title} role="alert">
      {errorMessage(error)}
      {onRetry ? (
        <Button size="xs" variant="light" color="red" mt="sm" display="block" onClick={onRetry}>
          Réessayer
        </Button>
      ) : null}
    </Alert>
  );
}
