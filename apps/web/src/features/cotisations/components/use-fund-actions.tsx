import { Text } from '@mantine/core';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { useExportLedger } from '../api/export-ledger';
import { useMessages } from '../i18n/ledger';
import { FUND_LABELS, type FundAccess, type FundCaisse, type FundCategory } from '../lib/fund';
import { addRefusal, staffOnly } from '../lib/fund-words';
import type { FundActionsProps } from './FundActions';

/** 'Ajouter' and 'Exporter' of a fund page: what they do, their hints, and why they are refused. */
export function useFundActions({
  caisse,
  year,
  category,
  access,
  onAdd,
}: {
  caisse: FundCaisse;
  year: number;
  category: FundCategory;
  access: FundAccess;
  onAdd: () => void;
}): FundActionsProps {
  const exporter = useExportLedger();
  const labels = FUND_LABELS[caisse];
  const m = useMessages().actions;
  return {
    addRefusal: addRefusal(access, category),
    exportRefusal: access.canExport ? null : staffOnly(),
    onAdd,
    onExport: () =>
      exporter.mutate(
        { caisse, year, category },
        {
          onSuccess: () => toast.success(m.exported(labels.exportFileName(year, category))),
          onError: (error) =>
            toast.failure(
              <>
                <Text fw={600} size="sm">
                  {m.exportFailed}
                </Text>
                <Text size="sm">{errorMessage(error)}</Text>
              </>,
              { long: true },
            ),
        },
      ),
    exporting: exporter.isPending,
    addHint: category === 'cotisation' ? m.addContribution : m.addWithdrawal,
    exportHint: category === 'sorties' ? m.exportWithdrawals(year) : m.exportLedger(year),
  };
}
