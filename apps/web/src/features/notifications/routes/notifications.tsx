import { Box, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { can } from '@quartier/shared';
import { NOTIFICATIONS_PARAMS, pendingLabel, usePendingDecisions } from '@/api/get-pending-decisions';
import { SegmentedChoice } from '@/components/SegmentedChoice';
import { useSession } from '@/lib/session';
import { ModificationsPanel } from '../components/ModificationsPanel';
import { useMessages } from '../i18n';
import { OfficeChangesPanel } from '../components/OfficeChangesPanel';
import { RemindersPanel } from '../components/RemindersPanel';
import { WithdrawalsPanel } from '../components/WithdrawalsPanel';

type Category = 'rappels' | 'modifications' | 'sorties' | 'bureau';

/**
 * The chosen category and tab are kept in the address (?categorie=sorties&onglet=fond): a link
 * (the dashboard's and the menu's count of what waits) or 'back' finds them again.
 */
const { category: CATEGORY_PARAM, tab: TAB_PARAM } = NOTIFICATIONS_PARAMS;

/**
 * Notifications (spec 'Notifications'): a category selector (rappels, modifications, sorties).
 * Modification requests are read by staff only (rulings R4): a Membre has no Modifications.
 * The two officers also see Bureau: changes to an officer's role, phone or status (four eyes).
 */
export function NotificationsPage() {
  const session = useSession();
  const m = useMessages();
  const sectionTitleId = useId();
  const CATEGORY_LABELS = m.categories;
  const [params, setParams] = useSearchParams();
  const staff = can(session?.roleCode ?? null, 'getOngoingModifications');
  const officer = can(session?.roleCode ?? null, 'listBureauDemandes');
  const categories: Category[] = [
    'rappels',
    ...(staff ? (['modifications'] as const) : []),
    'sorties',
    ...(officer ? (['bureau'] as const) : []),
  ];
  const asked = params.get(CATEGORY_PARAM) as Category | null;
  const category: Category = asked && categories.includes(asked) ? asked : 'rappels';
  const tab = params.get(TAB_PARAM);
  const pending = usePendingDecisions().data;
  const waitingIn: Record<Category, number> = {
    rappels: 0,
    modifications: pending ? pending.modifications.entree + pending.modifications.sortie : 0,
    sorties: pending ? pending.sorties.mensuel + pending.sorties.fond : 0,
    bureau: pending?.bureau ?? 0,
  };

  if (!session) return null;

  const choose = (next: Category) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === 'rappels') updated.delete(CATEGORY_PARAM);
        else updated.set(CATEGORY_PARAM, next);
        updated.delete(TAB_PARAM);
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
          aria-label={m.categoryLabel}
          value={category}
          onChange={choose}
          data={categories.map((value) => ({ value, label: CATEGORY_LABELS[value] }))}
        />
        {pending && pending.total > 0 ? (
          // Where the requests waiting for this officer are (the segments have no room for counts on a phone).
          <Text size="sm" c="dimmed" mt={6} data-testid="a-decider">
            {m.waiting(
              pendingLabel(pending.total),
              categories
                .filter((value) => waitingIn[value] > 0)
                .map((value) => `${CATEGORY_LABELS[value]} ${waitingIn[value]}`)
                .join(' · '),
            )}
          </Text>
        ) : null}
      </Box>
      {/* Its heading, for screen readers, sits above the cards' own (h3): the segments say it on screen. */}
      <Box component="section" aria-labelledby={sectionTitleId}>
        <VisuallyHidden>
          <Title order={2} id={sectionTitleId}>
            {CATEGORY_LABELS[category]}
          </Title>
        </VisuallyHidden>
        {category === 'rappels' ? <RemindersPanel /> : null}
        {category === 'modifications' ? <ModificationsPanel key={tab} initialTab={tab} /> : null}
        {category === 'sorties' ? <WithdrawalsPanel key={tab} initialTab={tab} /> : null}
        {category === 'bureau' ? <OfficeChangesPanel /> : null}
      </Box>
    </Stack>
  );
}

export { NotificationsPage as Component };
