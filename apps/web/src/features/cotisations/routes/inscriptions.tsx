import { Box, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { searchedEmpty } from '@/components/EmptyState';
import { failureContent } from '@/components/failure-content';
import { useDebouncedValue } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { Member } from '@quartier/shared';
import { ConfirmModal } from '@/components/ConfirmModal';
import { QueryState } from '@/components/QueryState';
import { usePageSearch } from '@/components/layout/page-search';
import { Pagination, pageCount } from '@/components/Pagination';
import { toast } from '@/components/toast';
import { formatNumber, fullName } from '@/lib/format';
import { memberStatusLabel, useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useIsMobile } from '@/lib/use-is-mobile';
import { useHeldDialog } from '@/lib/use-held-dialog';
import { MEMBERS_PAGE_SIZE, useMembers } from '../api/get-members';
import { useUpdateMemberStatus, type SettableStatus } from '../api/update-member-status';
import { useUpdateSolidaritySubscription } from '../api/update-subscription';
import { InscriptionsHeader } from '../components/InscriptionsHeader';
import { LockNotice } from '../components/LockNotice';
import { MemberCards } from '../components/MemberCards';
import type { MemberFormTarget } from '../components/MemberFormModal';
import { MembersTable } from '../components/MembersTable';
import { MemberViewModal } from '../components/MemberViewModal';
import { RegisterButton } from '../components/RegisterButton';
import { useMessages } from '../i18n/members';
import { inscriptionsAccess } from '../lib/access';

/**
 * The add / update form (form library, comboboxes, request schemas) is staff-only: it is its own
 * chunk, fetched once the page has loaded for staff, never for a Membre.
 */
const loadMemberForm = () => import('../components/MemberFormModal');
const MemberFormModal = lazy(() => loadMemberForm().then((module) => ({ default: module.MemberFormModal })));

const SEARCH_DEBOUNCE_MS = 300;
/** The server refuses longer searches. */
const SEARCH_MAX_LENGTH = 100;

/**
 * Inscriptions (spec 'Inscriptions page', caisse 2): the registration total, the members found
 * by the top bar search (server-side search and paging), and the add / update / view modals.
 */
export function InscriptionsPage() {
  const t = useT();
  const m = useMessages();
  const session = useSession();
  const isMobile = useIsMobile();
  const search = usePageSearch();
  const [debounced] = useDebouncedValue(search.slice(0, SEARCH_MAX_LENGTH), SEARCH_DEBOUNCE_MS);
  const q = search === '' ? '' : debounced;

  // A new search starts at page 1.
  const [paging, setPaging] = useState({ q: '', page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const setPage = (next: number) => setPaging({ q, page: next });

  const list = useMembers({ q, page });
  const data = list.data;
  const access = useMemo(
    () => inscriptionsAccess(session?.roleCode ?? null, session?.membreId ?? 0),
    [session?.roleCode, session?.membreId],
  );

  // After a change the current page may lie past the last one: go to the last page.
  useEffect(() => {
    if (!data || list.isPlaceholderData) return;
    const last = pageCount(data.total, MEMBERS_PAGE_SIZE);
    if (page > last) setPaging({ q, page: last });
  }, [data, list.isPlaceholderData, page, q]);

  const [formTarget, setFormTarget] = useState<MemberFormTarget>({ mode: 'add' });
  const [formOpened, setFormOpened] = useState(false);
  const [formMounted, setFormMounted] = useState(false);
  const view = useHeldDialog<Member>();
  const statusDialog = useHeldDialog<{ member: Member; statut: SettableStatus }>();
  const solidarityDialog = useHeldDialog<{ member: Member; actif: boolean }>();
  const statusChange = statusDialog.value;
  const solidarityChange = solidarityDialog.value;

  const updateStatus = useUpdateMemberStatus();
  const solidarity = useUpdateSolidaritySubscription();
  const mayUseForm = access.canRegister || access.canEdit;

  useEffect(() => {
    if (mayUseForm) void loadMemberForm().catch(() => undefined);
  }, [mayUseForm]);

  if (!session) return null;

  const openAdd = () => {
    setFormTarget({ mode: 'add' });
    setFormMounted(true);
    setFormOpened(true);
  };
  const openEdit = (member: Member) => {
    view.close();
    setFormTarget({ mode: 'edit', member });
    setFormMounted(true);
    setFormOpened(true);
  };
  const openView = (member: Member) => view.open(member);
  const askStatus = (member: Member, statut: SettableStatus) => statusDialog.open({ member, statut });

  const confirmStatus = () => {
    if (!statusChange) return;
    const { member, statut } = statusChange;
    updateStatus.mutate(
      { id: member.id, statut },
      {
        onSuccess: (answer) => {
          statusDialog.close();
          // The server's msg, in the reader's language.
          const { prenom, nom, statut: now } = answer.membre;
          toast.success(
            answer.demandeBureau ? m.status.awaits(prenom, nom) : m.status.changed(prenom, nom, memberStatusLabel(now)),
            { long: true },
          );
        },
        onError: (error) => {
          statusDialog.close();
          toast.failure(failureContent(m.status.failed(fullName(member)), error), { long: true });
        },
      },
    );
  };

  // One tap used to change every later withdrawal's shares: the switch only asks.
  const askSolidarity = (member: Member, actif: boolean) => solidarityDialog.open({ member, actif });

  const confirmSolidarity = () => {
    if (!solidarityChange) return;
    const { member, actif } = solidarityChange;
    solidarity.mutate(
      { id: member.id, actif },
      {
        onSettled: solidarityDialog.close,
        onSuccess: () =>
          toast.success(actif ? m.solidarity.added(fullName(member)) : m.solidarity.removed(fullName(member))),
        onError: (error) => toast.failure(failureContent(m.solidarity.failed, error), { long: true }),
      },
    );
  };

  const listProps = {
    members: data?.members ?? [],
    access,
    onView: openView,
    onEdit: openEdit,
    onStatusChange: askStatus,
    onSolidarityToggle: askSolidarity,
  };

  const summary = data ? (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {q
          ? m.page.results(data.total, formatNumber(data.total), q)
          : m.page.registered(data.total, formatNumber(data.total))}
        {data.total > MEMBERS_PAGE_SIZE ? m.page.pageOf(page, pageCount(data.total, MEMBERS_PAGE_SIZE)) : ''}
      </Text>
      {list.isFetching ? <Loader size="xs" aria-label={m.page.updating} /> : null}
    </Group>
  ) : null;

  const body = (
    <QueryState
      query={list}
      loading={{ count: 5, height: isMobile ? 132 : 52, label: m.page.loading, spacing: 'sm' }}
      errorTitle={m.page.unavailable}
      isEmpty={(answer) => answer.members.length === 0}
      empty={searchedEmpty(
        q,
        { title: m.page.noneFound, description: m.page.noneFoundText(q) },
        { title: m.page.empty, description: m.page.emptyText },
      )}
    >
      {() =>
        isMobile ? (
          <MemberCards {...listProps} />
        ) : (
          <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
            <MembersTable {...listProps} />
          </Paper>
        )
      }
    </QueryState>
  );

  return (
    <Box pb={isMobile ? 80 : 0}>
      <Stack gap="md">
        <InscriptionsHeader
          count={data?.count ?? null}
          montant={data?.montantInscriptions ?? null}
          action={isMobile ? null : <RegisterButton allowed={access.canRegister} onClick={openAdd} />}
        />

        {!access.staff ? <LockNotice>{m.page.readOnly}</LockNotice> : null}

        {access.staff && !access.canToggleSolidarity ? <LockNotice>{m.solidarity.locked}</LockNotice> : null}

        <Stack gap="xs" component="section" aria-label={m.page.section}>
          {summary}
          {body}
          {data ? (
            <Pagination
              page={page}
              onChange={setPage}
              totalItems={data.total}
              pageSize={MEMBERS_PAGE_SIZE}
              label={m.page.pagination}
            />
          ) : null}
        </Stack>
      </Stack>

      {isMobile ? <RegisterButton allowed={access.canRegister} onClick={openAdd} floating /> : null}

      {mayUseForm && formMounted ? (
        <Suspense fallback={null}>
          <MemberFormModal
            opened={formOpened}
            onClose={() => setFormOpened(false)}
            target={formTarget}
            canGiveOfficeRoles={access.canGiveOfficeRoles}
            selfId={access.selfId}
            fullScreen={isMobile}
          />
        </Suspense>
      ) : null}

      <MemberViewModal
        opened={view.opened}
        member={view.value}
        onClose={view.close}
        onEdit={access.canEdit ? openEdit : undefined}
        fullScreen={isMobile}
      />

      <ConfirmModal
        opened={statusDialog.opened}
        onClose={statusDialog.close}
        type="confirmation"
        title={m.status.change}
        onConfirm={confirmStatus}
        loading={updateStatus.isPending}
        confirmColor={statusChange?.statut === 'Actif' ? undefined : 'red.8'}
      >
        {statusChange ? (
          <>
            <Text>
              {m.status.questionBefore}
              <strong>{fullName(statusChange.member)}</strong>
              {m.status.questionAfter(memberStatusLabel(statusChange.statut))}
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              {statusChange.statut === 'Actif' ? m.status.backIn : m.status.shutOut}
            </Text>
          </>
        ) : null}
      </ConfirmModal>

      <ConfirmModal
        opened={solidarityDialog.opened}
        onClose={solidarityDialog.close}
        type="confirmation"
        title={t.pages.fondSolidarite}
        onConfirm={confirmSolidarity}
        confirmLabel={solidarityChange?.actif ? m.solidarity.yesAdd : m.solidarity.yesRemove}
        loading={solidarity.isPending}
        confirmColor={solidarityChange?.actif ? undefined : 'red.8'}
      >
        {solidarityChange ? (
          <>
            <Text>
              {m.solidarity.questionBefore(solidarityChange.actif)}
              <strong>{fullName(solidarityChange.member)}</strong>
              {m.solidarity.questionAfter(solidarityChange.actif)}
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              {solidarityChange.actif ? m.solidarity.addConsequence : m.solidarity.removeConsequence}{' '}
              {m.solidarity.pastUnchanged}
            </Text>
          </>
        ) : null}
      </ConfirmModal>
    </Box>
  );
}

export { InscriptionsPage as Component };
