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
import { SOLIDARITY_LOCK_REASON } from '../components/SolidaritySwitch';
import { inscriptionsAccess } from '../lib/access';
import { quote } from '../lib/members';

/**
 * The add / update form (form library, comboboxes, request schemas) is staff-only: it is its own
 * chunk, fetched once the page has loaded for staff, never for a Membre.
 */
const loadMemberForm = () => import('../components/MemberFormModal');
const MemberFormModal = lazy(() => loadMemberForm().then((module) => ({ default: module.MemberFormModal })));

const SEARCH_DEBOUNCE_MS = 300;
/** The server refuses longer searches. */
const SEARCH_MAX_LENGTH = 100;

const STATUS_CONSEQUENCE: Record<SettableStatus, string> = {
  Actif: 'Ce membre pourra de nouveau se connecter.',
  Suspendu: 'Ses sessions ouvertes seront fermées\u00a0: ce membre ne pourra plus se connecter.',
  Inactif: 'Ses sessions ouvertes seront fermées\u00a0: ce membre ne pourra plus se connecter.',
};

/**
 * Inscriptions (spec 'Inscriptions page', caisse 2): the registration total, the members found
 * by the top bar search (server-side search and paging), and the add / update / view modals.
 */
export function InscriptionsPage() {
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
          toast.success(answer.msg, { long: true });
        },
        onError: (error) => {
          statusDialog.close();
          toast.failure(failureContent(`Le statut de ${fullName(member)} n’a pas été changé`, error), { long: true });
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
          toast.success(
            actif
              ? `Souscription au fond de solidarité activée pour ${fullName(member)}.`
              : `Souscription au fond de solidarité désactivée pour ${fullName(member)}.`,
          ),
        onError: (error) =>
          toast.failure(failureContent('La souscription au fond de solidarité n’a pas été modifiée', error), {
            long: true,
          }),
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
          ? `${formatNumber(data.total)} ${data.total > 1 ? 'résultats' : 'résultat'} pour ${quote(q)}`
          : `${formatNumber(data.total)} ${data.total > 1 ? 'membres inscrits' : 'membre inscrit'}`}
        {data.total > MEMBERS_PAGE_SIZE ? ` · page ${page} sur ${pageCount(data.total, MEMBERS_PAGE_SIZE)}` : ''}
      </Text>
      {list.isFetching ? <Loader size="xs" aria-label="Mise à jour de la liste" /> : null}
    </Group>
  ) : null;

  const body = (
    <QueryState
      query={list}
      loading={{ count: 5, height: isMobile ? 132 : 52, label: 'Chargement des membres', spacing: 'sm' }}
      errorTitle="Liste des membres indisponible"
      isEmpty={(answer) => answer.members.length === 0}
      empty={searchedEmpty(
        q,
        {
          title: 'Aucun membre trouvé',
          description: `Aucun membre ne correspond à ${quote(q)}. Cherchez un nom, un prénom, un bloc, un statut ou ${quote('femme')} / ${quote('homme')}.`,
        },
        { title: 'Aucun membre inscrit', description: 'Les membres inscrits apparaîtront ici.' },
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

        {!access.staff ? (
          <LockNotice>
            Consultation seule : les inscriptions et les numéros de téléphone des membres sont réservés au bureau.
          </LockNotice>
        ) : null}

        {access.staff && !access.canToggleSolidarity ? <LockNotice>{SOLIDARITY_LOCK_REASON}</LockNotice> : null}

        <Stack gap="xs" component="section" aria-label="Membres inscrits">
          {summary}
          {body}
          {data ? (
            <Pagination
              page={page}
              onChange={setPage}
              totalItems={data.total}
              pageSize={MEMBERS_PAGE_SIZE}
              label="Pages de la liste des membres"
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
        title="Changer le statut"
        onConfirm={confirmStatus}
        loading={updateStatus.isPending}
        confirmColor={statusChange?.statut === 'Actif' ? undefined : 'red.8'}
      >
        {statusChange ? (
          <>
            <Text>
              Passer le statut de <strong>{fullName(statusChange.member)}</strong> à {quote(statusChange.statut)}
              {'\u202f'}?
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              {STATUS_CONSEQUENCE[statusChange.statut]}
            </Text>
          </>
        ) : null}
      </ConfirmModal>

      <ConfirmModal
        opened={solidarityDialog.opened}
        onClose={solidarityDialog.close}
        type="confirmation"
        title="Fond de solidarité"
        onConfirm={confirmSolidarity}
        confirmLabel={solidarityChange?.actif ? 'Oui, inscrire' : 'Oui, retirer'}
        loading={solidarity.isPending}
        confirmColor={solidarityChange?.actif ? undefined : 'red.8'}
      >
        {solidarityChange ? (
          <>
            <Text>
              {solidarityChange.actif ? 'Inscrire ' : 'Retirer '}
              <strong>{fullName(solidarityChange.member)}</strong>
              {solidarityChange.actif ? ' au ' : ' du '}Fond de solidarité{'\u202f'}?
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              {solidarityChange.actif
                ? 'Ce membre portera une part de chaque sortie du fonds validée à partir de maintenant : la part des autres membres baisse d’autant.'
                : 'Ce membre ne portera plus de part des sorties du fonds validées à partir de maintenant : la part des autres membres augmente d’autant.'}{' '}
              Les sorties déjà validées ne changent pas.
            </Text>
          </>
        ) : null}
      </ConfirmModal>
    </Box>
  );
}

export { InscriptionsPage as Component };
