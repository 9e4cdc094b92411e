import { Text } from '@mantine/core';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { useExportLedger } from '../api/export-ledger';
import { addRefusal, FUND_LABELS, STAFF_ONLY, type FundAccess, type FundCaisse, type FundCategory } from '../lib/fund';
import { quote } from '../lib/members';
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
  return {
    addRefusal: addRefusal(access, category),
    exportRefusal: access.canExport ? null : STAFF_ONLY,
    onAdd,
    onExport: () =>
      exporter.mutate(
        { caisse, year, category },
        {
          onSuccess: () => toast.success(`Export Excel ${quote(labels.exportFileName(year, category))} téléchargé.`),
          onError: (error) =>
            toast.failure(
              <>
                <Text fw={600} size="sm">
                  L’export Excel a échoué
                </Text>
                <Text size="sm">{errorMessage(error)}</Text>
              </>,
              { long: true },
            ),
        },
      ),
    exporting: exporter.isPending,
    addHint: category === 'cotisation' ? 'Enregistrer une cotisation' : 'Demander une sortie d’argent',
    exportHint:
      category === 'sorties' ? `Télécharger les sorties ${year} (Excel)` : `Télécharger le tableau ${year} (Excel)`,
  };
}
