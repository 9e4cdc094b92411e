import { Paper, Skeleton, Switch, Text, Title } from '@mantine/core';
import { QueryState } from '@/components/QueryState';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { usePreferences, useUpdatePreferences } from '../api/preferences';
import { currentLanguage, useT } from '@/lib/i18n';

/**
 * 'Reçus par SMS' (ADR 0021): on by default; the member alone turns it off. Her receipts stay in
 * 'Mes contributions' either way.
 */
export function ReceiptSmsSetting() {
  const t = useT();
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const checked = update.isPending ? (update.variables?.recusSms ?? false) : (preferences.data?.recusSms ?? true);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="recus-sms-titre">
      <Title order={2} size="h4" mb="xs" id="recus-sms-titre">
        {t.profile.receiptsTitle}
      </Title>
      <QueryState query={preferences} placeholder={<Skeleton height={36} />} errorTitle={t.profile.receiptsUnavailable}>
        {() => (
          <>
            <Switch
              size="md"
              checked={checked}
              disabled={update.isPending}
              label={t.profile.receiptsSwitch}
              onChange={(event) =>
                update.mutate(
                  { recusSms: event.currentTarget.checked },
                  {
                    // The server's words are French: the reader's language instead.
                    onSuccess: (answer) =>
                      toast.success(currentLanguage() === 'fr' && answer.msg ? answer.msg : t.profile.receiptsSaved),
                    onError: (error) => toast.failure(errorMessage(error)),
                  },
                )
              }
            />
            <Text size="sm" c="dimmed" mt="xs">
              {t.profile.receiptsNote}
            </Text>
          </>
        )}
      </QueryState>
    </Paper>
  );
}
