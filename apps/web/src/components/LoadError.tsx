import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { errorMessage } from '@/lib/api-client';
import { toast } from './toast';
import { currentMessages, useT } from '@/lib/i18n';

/**
 * Something that could not be loaded: what failed, the server's French reason, retry. With
 * `toastKey` (the query's errorUpdatedAt), each new failure also raises the toast of spec
 * section 8, titled 'Erreur du serveur'; the toast then announces it, not the alert.
 */
export function LoadError({
  title,
  error,
  onRetry,
  toastKey,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
  toastKey?: number;
}) {
  const t = useT();
  const withToast = toastKey !== undefined;
  useEffect(() => {
    if (withToast) toast.failure(title, { title: currentMessages().common.serverError, long: true });
  }, [withToast, title, toastKey]);

  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} aria-hidden />}
      title={title}
      role={withToast ? undefined : 'alert'}
    >
      {errorMessage(error)}
      {onRetry ? (
        <Button size="xs" variant="light" color="red" mt="sm" display="block" onClick={onRetry}>
          {t.common.retry}
        </Button>
      ) : null}
    </Alert>
  );
}
