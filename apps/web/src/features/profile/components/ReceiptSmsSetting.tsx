import { Paper, Skeleton, Switch, Text, Title } from '@mantine/core';
import { QueryState } from '@/components/QueryState';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { usePreferences, useUpdatePreferences } from '../api/preferences';

/**
 * 'Reçus par SMS' (ADR 0021): on by default; the member alone turns it off. Her receipts stay in
 * 'Mes contributions' either way.
 */
export function ReceiptSmsSetting() {
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const checked = update.isPending ? (update.variables?.recusSms ?? false) : (preferences.data?.recusSms ?? true);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="recus-sms-titre">
      <Title order={2} size="h4" mb="xs" id="recus-sms-titre">
        Reçus par SMS
      </Title>
      <QueryState query={preferences} placeholder={<Skeleton height={36} />} errorTitle="Préférence indisponible">
        {() => (
          <>
            <Switch
              size="md"
              checked={checked}
              disabled={update.isPending}
              label="Recevoir un reçu par SMS pour chaque cotisation enregistrée"
              onChange={(event) =>
                update.mutate(
                  { recusSms: event.currentTarget.checked },
                  {
                    onSuccess: (answer) => toast.success(answer.msg ?? 'Préférence enregistrée'),
                    onError: (error) => toast.failure(errorMessage(error)),
                  },
                )
              }
            />
            <Text size="sm" c="dimmed" mt="xs">
              Vos reçus restent toujours visibles dans « Mes contributions », avec leur numéro.
            </Text>
          </>
        )}
      </QueryState>
    </Paper>
  );
}
