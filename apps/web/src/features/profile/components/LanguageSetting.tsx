import { Paper, Text, Title } from '@mantine/core';
import type { Langue } from '@quartier/shared';
import { LanguagePicker } from '@/components/LanguagePicker';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { currentMessages, useT } from '@/lib/i18n';
import { useSetMyLanguage } from '../api/set-language';

/** 'Langue' (issue 25): the person's language, on this device at once and on the server for their SMS. */
export function LanguageSetting() {
  const t = useT();
  const save = useSetMyLanguage();
  const pick = (langue: Langue) =>
    save.mutate(langue, {
      onSuccess: () => toast.success(currentMessages().profile.languageSaved),
      onError: (error) => toast.failure(errorMessage(error)),
    });
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="langue-titre">
      <Title order={2} size="h4" mb="xs" id="langue-titre">
        {t.profile.languageTitle}
      </Title>
      <LanguagePicker onPick={pick} />
      <Text size="sm" c="dimmed" mt="xs">
        {t.profile.languageNote}
      </Text>
    </Paper>
  );
}
