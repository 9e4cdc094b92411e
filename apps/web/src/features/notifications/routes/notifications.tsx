import { Box, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { can } from '@quartier/shared';
import { SegmentedChoice } from '@/components/SegmentedChoice';
import { useSession } from '@/lib/session';
import { ModificationsPanel } from '../components/ModificationsPanel';
import { OfficeChangesPanel } from '../components/OfficeChangesPanel';
import { RemindersPanel } from '../components/RemindersPanel';
import { WithdrawalsPanel } from '../components/WithdrawalsPanel';

type Category = 'rappels' | 'modifications' | 'sorties' | 'bureau';

const CATEGORY_LABELS: Record<Category, string> = {
  rappels: 'Rappels',
  modifications: 'Modifications',
  sorties: 'Sorties',
  bureau: 'Bureau',
};

/** The chosen category is kept in the address (?categorie=sorties): a link or 'back' finds it again. */
const CATEGORY_PARAM = 'categorie';

/**
 * Notifications (spec 'Notifications'): a category selector (rappels, modifications, sorties).
 * Modification requests are read by staff only (rulings R4): a Membre has no Modifications.
 * The two officers also see Bureau: changes to an officer's role, phone or status (four eyes).
 */
export function NotificationsPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const staff = can(session?.roleCode ?? null, 'GET /cotisation/getOngoingModifications/:id');
  const officer = can(session?.roleCode ?? null, 'GET /bureau/demandes');
  const categories: Category[] = [
    'rappels',
    ...(staff ? (['modifications'] as const) : []),
    'sorties',
    ...(officer ? (['bureau'] as const) : []),
  ];
  const asked = params.get(CATEGORY_PARAM) as Category | null;
  const category: Category = asked && categories.includes(asked) ? asked : 'rappels';

  if (!session) return null;

  const choose = (next: Category) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === 'rappels') updated.delete(CATEGORY_PARAM);
        else updated.set(CATEGORY_PARAM, next);
        return updated;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg" maw={1200}>
      <Box maw={{ base: '100%', sm: 640 }}>
        <SegmentedChoice<Category>
          fullWidth
          // Four categories (the officers') fit a 412 px phone only in the smaller size.
          size={categories.length > 3 ? 'sm' : 'md'}
          aria-label="Catégorie de notifications"
          value={category}
          onChange={choose}
          data={categories.map((value) => ({ value, label: CATEGORY_LABELS[value] }))}
        />
      </Box>
      <Box component="section" aria-label={CATEGORY_LABELS[category]}>
        {category === 'rappels' ? <RemindersPanel /> : null}
        {category === 'modifications' ? <ModificationsPanel /> : null}
        {category === 'sorties' ? <WithdrawalsPanel /> : null}
        {category === 'bureau' ? <OfficeChangesPanel /> : null}
      </Box>
    </Stack>
  );
}

export { NotificationsPage as Component };
