import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { annualReportFileName } from '@quartier/shared';
import { toast } from '@/components/toast';
import { YearSelect } from '@/components/YearSelect';
import { errorMessage } from '@/lib/api-client';
import { useDownloadAnnualReport } from '../api/download-annual-report';
import { statsCatalogue, useStatsMessages } from '../i18n';

/**
 * 'Rapport annuel (PDF)' of the statistics page, for staff: a year (the page's, by default) and
 * a button that downloads the general assembly's report of that year.
 */
export function AnnualReportCard({ initialYear }: { initialYear: number }) {
  const t = useStatsMessages().report;
  const [year, setYear] = useState(initialYear);
  const download = useDownloadAnnualReport();
  const fileName = annualReportFileName(year);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="rapport-annuel-titre">
      <Title order={2} size="h4" id="rapport-annuel-titre">
        {t.title}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {t.description}
      </Text>
      <Group gap="sm" align="flex-end" mt="sm" wrap="wrap">
        <YearSelect value={year} onChange={setYear} w={170} label={t.yearLabel} />
        <Button
          size="md"
          leftSection={<IconFileTypePdf size={20} aria-hidden />}
          loading={download.isPending}
          // Beside the year on a wide screen, on a line of its own under it on a phone.
          style={{ flex: '1 1 230px', maxWidth: 360 }}
          onClick={() =>
            download.mutate(year, {
              onSuccess: () => toast.success(statsCatalogue.messages().report.done(fileName)),
              onError: (error) =>
                toast.failure(
                  <>
                    <Text fw={600} size="sm">
                      {statsCatalogue.messages().report.failed}
                    </Text>
                    <Text size="sm">{errorMessage(error)}</Text>
                  </>,
                  { long: true },
                ),
            })
          }
        >
          {t.button(year)}
        </Button>
      </Group>
    </Paper>
  );
}
