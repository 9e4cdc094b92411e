import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';

export interface LoadErrorProps {
  /** 'Erreur lors de la collecte des ...' (spec section 8). */
  message: string;
  error: unknown;
  /** Changes with every new failure, so each one raises its toast once. */
  errorUpdatedAt: number;
  onRetry: () => void;
}

/**
 * A list that could not be loaded: the toast of spec section 8 (title 'Erreur du serveur'), and
 * in place of the list the server's reason with a retry button.
 */
export function LoadError({ message, error, errorUpdatedAt, onRetry }: LoadErrorProps) {
  useEffect(() => {
    toast.failure(message, { title: 'Erreur du serveur', long: true });
  }, [message, errorUpdatedAt]);

  return (
    <Alert color="red" icon={<IconAlertCircle size={20} aria-hidden />} title={message}>
      {errorMessage(error)}
      <Button size="xs" variant="light" color="red" mt="sm" display="block" onClick={onRetry}>
        Réessayer
      </Button>
    </Alert>
  );
}
