import {
  REGISTRATION_FEE,
  memberRecordRefusal,
  officeRoleRefusal,
  statusChangeRefusal,
  isOfficer,
  isStaff,
  resolveBloc,
  type MemberListQuery,
  type RegisterRequest,
  type UpdateUserRequest,
} from '@quartier/shared';
import type { z } from 'zod';
import type {
  registerRequestSchema,
  updateStatusRequestSchema,
  updateSubscriptionRequestSchema,
  updateUserRequestSchema,
} from '@quartier/shared';
import type { Actor, AppContext, AuthContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { AppError, ERRORS, refuse } from '../../lib/errors.js';
import { issueCode } from '../auth/service.js';
import { revokeMemberSessions } from '../auth/repository.js';
import { fileOfficeChange } from '../bureau/office-changes.js';
import type { OfficeChangeValues } from '../bureau/repository.js';
import { presentMember } from './presenter.js';
import * as repo from './repository.js';

type RegisterInput = z.output<typeof registerRequestSchema>;
type UpdateInput = z.output<typeof updateUserRequestSchema>;
type StatusInput = z.output<typeof updateStatusRequestSchema>;
type SubscriptionInput = z.output<typeof updateSubscriptionRequestSchema>;
export type { MemberListQuery, RegisterRequest, UpdateUserRequest };

async function loadMember(ctx: AppContext, id: number, viewer?: AuthContext) {
  const row = await repo.findMemberById(ctx.db, id);
  if (!row) throw new AppError('MEMBER_NOT_FOUND');
  return presentMember(row, await repo.findSubscriptions(ctx.db, [row.id]), viewer);
}

/** A member reads her own record; staff read anyone's (rulings R4). */
export async function getMember(ctx: AppContext, auth: AuthContext, id: number) {
  refuse(memberRecordRefusal(auth, id));
  return loadMember(ctx, id, auth);
}

/**
 * Only the two officers hand out a role other than Membre. Président and Secrétaire each have
 * one holder at a time, so the four-eyes rule (R8) cannot be dodged by naming a second one.
 * Those two roles only change through an office change request the other officer validates:
 * on validation the new holder replaces the old one (bureau/office-changes.ts).
 */
async function checkRole(ctx: AppContext, auth: AuthContext, roleId: number) {
  const role = await repo.findRoleById(ctx.db, roleId);
  if (!role) throw new AppError('VALIDATION', 'Rôle inconnu.', { role: 'Rôle inconnu.', RoleId: 'Rôle inconnu.' });
  refuse(officeRoleRefusal(auth, role.code));
  return role;
}

/**
 * The one office given at registration (issue 22): the first Secrétaire of a new association,
 * named by its Président while nobody has ever held the role there. Four eyes need two officers:
 * until she exists nobody could validate her nomination (a founder is alone). Once anyone holds
 * the role, in any status, every change of the bureau waits for the other officer again.
 */
async function isFoundingSecretary(executor: Executor, role: { id: number; code: string }, auth: AuthContext) {
  return (
    role.code === 'secretaire' && auth.role === 'president' && (await repo.countRoleMembers(executor, role.id)) === 0
  );
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

/** A unique index refused the write: the error the member should read. */
function uniqueViolationError(error: unknown): AppError {
  const e = error as { constraint?: string; cause?: { constraint?: string } };
  return (e.constraint ?? e.cause?.constraint ?? '').startsWith('demandes_bureau')
    ? new AppError('OFFICE_CHANGE_PENDING')
    : new AppError('PHONE_TAKEN', undefined, { telephone: ERRORS.PHONE_TAKEN.msg });
}

/** auth/register: the member starts 'En Attente' and gets her link and code by SMS (rulings R5). */
export async function register(ctx: AppContext, input: RegisterInput, actor: Actor & { auth: AuthContext }) {
  const role = await checkRole(ctx, actor.auth, input.role);
  const founding = await isFoundingSecretary(ctx.db, role, actor.auth);
  if (isOfficer(role.code) && !founding)
    throw new AppError('OFFICE_ROLE_AT_REGISTRATION', undefined, { role: 'Rôle du bureau', RoleId: 'Rôle du bureau' });
  if (await repo.findMemberByPhone(ctx.db, input.telephone))
    throw new AppError('PHONE_TAKEN', undefined, { telephone: ERRORS.PHONE_TAKEN.msg });
  const bloc = resolveBloc(input.bloc, await repo.distinctBlocs(ctx.db));
  const caisses = [...new Set([2, ...input.cotisations])].sort();
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      if (founding) {
        // Two first Secrétaires registered at once: the second waits here, then finds the first.
        await repo.lockAssociation(tx);
        if (!(await isFoundingSecretary(tx, role, actor.auth)))
          throw new AppError('OFFICE_ROLE_AT_REGISTRATION', undefined, {
            role: 'Rôle du bureau',
            RoleId: 'Rôle du bureau',
          });
      }
      const memberId = await repo.insertMember(
        tx,
        {
          nom: input.nom,
          prenom: input.prenom,
          sexe: input.sexe,
          telephone: input.telephone,
          bloc,
          roleId: input.role,
          statut: 'En Attente',
        },
        caisses,
      );
      await audit(tx, {
        actorId: actor.auth.memberId,
        action: 'membre.register',
        entity: 'membre',
        entityId: memberId,
        after: {
          nom: input.nom,
          prenom: input.prenom,
          telephone: input.telephone,
          bloc,
          sexe: input.sexe,
          roleId: input.role,
          caisses,
          ...(founding ? { premiereSecretaire: true } : {}),
        },
        ip: actor.ip,
      });
      await issueCode(ctx, tx, { id: memberId, telephone: input.telephone }, 'confirmation', actor);
      return memberId;
    });
  } catch (error) {
    // Two registrations of one number racing: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('PHONE_TAKEN', undefined, { telephone: ERRORS.PHONE_TAKEN.msg });
    throw error;
  }
  ctx.sms.kick();
  return loadMember(ctx, id, actor.auth);
}

/**
 * auth/updateUser (Secrétaire). The name stays as registered. A new phone number must be
 * confirmed again: the member goes back to 'En Attente', her sessions end, and the new number
 * receives a link and a code.
 */
export async function updateUser(
  ctx: AppContext,
  id: number,
  input: UpdateInput,
  actor: Actor & { auth: AuthContext },
) {
  const current = await repo.findMemberById(ctx.db, id);
  if (!current) throw new AppError('MEMBER_NOT_FOUND');
  // The schema sends names back in NFC; a name stored before that compares in NFC too.
  const renamed =
    (input.nom !== undefined && input.nom.trim() !== current.nom.normalize('NFC')) ||
    (input.prenom !== undefined && input.prenom.trim() !== current.prenom.normalize('NFC'));
  if (renamed)
    throw new AppError('VALIDATION', 'Le nom et le prénom ne peuvent pas être modifiés.', { nom: 'Lecture seule' });
  if (id === actor.auth.memberId && input.RoleId !== current.roleId) throw new AppError('OWN_ROLE');
  const role = await checkRole(ctx, actor.auth, input.RoleId);
  const phoneChanged = input.telephone !== current.telephone;
  if (phoneChanged) {
    const other = await repo.findMemberByPhone(ctx.db, input.telephone);
    if (other && other.id !== id) throw new AppError('PHONE_TAKEN', undefined, { telephone: ERRORS.PHONE_TAKEN.msg });
  }
  // The bureau's four eyes: these parts wait for the other officer (docs/security.md, Gouvernance).
  const roleChanged = input.RoleId !== current.roleId;
  const guarded: OfficeChangeValues = {
    ...(roleChanged && (isOfficer(role.code) || isOfficer(current.roleCode)) ? { roleId: input.RoleId } : {}),
    ...(phoneChanged && isOfficer(current.roleCode) ? { telephone: input.telephone } : {}),
  };
  const applyRole = roleChanged && guarded.roleId === undefined;
  const applyPhone = phoneChanged && guarded.telephone === undefined;
  const bloc = resolveBloc(input.bloc, await repo.distinctBlocs(ctx.db));
  const before = await repo.findSubscriptions(ctx.db, [id]);
  let requestId: number | undefined;
  try {
    await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      if (Object.keys(guarded).length > 0) requestId = await fileOfficeChange(ctx, tx, current, guarded, actor);
      await repo.updateMember(
        tx,
        id,
        {
          bloc,
          sexe: input.sexe,
          ...(applyRole ? { roleId: input.RoleId } : {}),
          ...(applyPhone ? { telephone: input.telephone, statut: 'En Attente' as const } : {}),
        },
        now,
      );
      await repo.setSubscriptions(tx, id, [...new Set([2, ...input.cotisations])]);
      if (applyPhone) {
        await revokeMemberSessions(tx, id, now);
        await issueCode(ctx, tx, { id, telephone: input.telephone }, 'confirmation', actor);
      }
      await audit(tx, {
        actorId: actor.auth.memberId,
        action: 'membre.update',
        entity: 'membre',
        entityId: id,
        before: {
          telephone: current.telephone,
          bloc: current.bloc,
          sexe: current.sexe,
          roleId: current.roleId,
          statut: current.statut,
          caisses: before.filter((s) => s.statut === 'Actif').map((s) => s.caisseId),
        },
        after: {
          telephone: applyPhone ? input.telephone : current.telephone,
          bloc,
          sexe: input.sexe,
          roleId: applyRole ? input.RoleId : current.roleId,
          caisses: input.cotisations,
          phoneChanged: applyPhone,
          ...(requestId ? { demandeBureau: requestId } : {}),
        },
        ip: actor.ip,
      });
    });
  } catch (error) {
    throw isUniqueViolation(error) ? uniqueViolationError(error) : error;
  }
  if (applyPhone) ctx.sms.kick();
  return { membre: await loadMember(ctx, id, actor.auth), demandeBureau: requestId };
}

/** Staff suspend, deactivate or reactivate a member; a suspended member's sessions end at once. */
export async function updateStatus(
  ctx: AppContext,
  id: number,
  input: StatusInput,
  actor: Actor & { auth: AuthContext },
) {
  const current = await repo.findMemberById(ctx.db, id);
  if (!current) throw new AppError('MEMBER_NOT_FOUND');
  refuse(statusChangeRefusal(actor.auth, current));
  if (input.statut === current.statut) return { membre: await loadMember(ctx, id, actor.auth) };
  // Suspending, removing or bringing back the Président or the Secrétaire takes both officers.
  if (isOfficer(current.roleCode)) {
    const requestId = await ctx.db
      .transaction((tx) => fileOfficeChange(ctx, tx, current, { statut: input.statut }, actor))
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? new AppError('OFFICE_CHANGE_PENDING') : error;
      });
    return { membre: await loadMember(ctx, id, actor.auth), demandeBureau: requestId };
  }
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await repo.updateMember(tx, id, { statut: input.statut }, now);
    if (input.statut !== 'Actif') await revokeMemberSessions(tx, id, now);
    await audit(tx, {
      actorId: actor.auth.memberId,
      action: 'membre.status',
      entity: 'membre',
      entityId: id,
      before: { statut: current.statut },
      after: { statut: input.statut },
      ip: actor.ip,
    });
  });
  return { membre: await loadMember(ctx, id, actor.auth) };
}

export async function updateSubscription(
  ctx: AppContext,
  id: number,
  input: SubscriptionInput,
  actor: Actor & { auth: AuthContext },
) {
  if (input.CotisationId === 2 && !input.actif)
    throw new AppError('VALIDATION', 'L’inscription à l’association ne se désactive pas.', {
      CotisationId: 'Inscription obligatoire',
    });
  const current = await repo.findMemberById(ctx.db, id);
  if (!current) throw new AppError('MEMBER_NOT_FOUND');
  const before = (await repo.findSubscriptions(ctx.db, [id])).find((s) => s.caisseId === input.CotisationId);
  await ctx.db.transaction(async (tx) => {
    await repo.setSubscription(tx, id, input.CotisationId, input.actif);
    await audit(tx, {
      actorId: actor.auth.memberId,
      action: 'membre.subscription',
      entity: 'membre',
      entityId: id,
      before: { caisse: input.CotisationId, statut: before?.statut ?? null },
      after: { caisse: input.CotisationId, statut: input.actif ? 'Actif' : 'Inactif' },
      caisseId: input.CotisationId,
      ip: actor.ip,
    });
  });
  return loadMember(ctx, id, actor.auth);
}

const DEFAULT_PAGE_SIZE = 10;

/** allMembres and membres/{caisse}: a page, the real totals, and the registration total. */
export async function listMembers(
  ctx: AppContext,
  auth: AuthContext,
  query: { q?: string; page?: number; pageSize?: number },
  caisseId?: number,
) {
  const staff = isStaff(auth.role);
  const page = query.page ?? 1;
  // Without paging parameters the whole list comes back, as the spec's client expects.
  const all = query.page === undefined && query.pageSize === undefined;
  const pageSize = all ? 100_000 : (query.pageSize ?? DEFAULT_PAGE_SIZE);
  const { rows, subscriptions, total } = await repo.listMembers(ctx.db, {
    q: query.q,
    caisseId,
    searchPhones: staff,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  // Without a search or a fund, the list's own total is every member: no second count.
  const count = !query.q?.trim() && caisseId === undefined ? total : await repo.countMembers(ctx.db);
  return {
    members: rows.map((row) => presentMember(row, subscriptions, auth)),
    total,
    page,
    pageSize: all ? Math.max(total, 1) : pageSize,
    count,
    montantInscriptions: count * REGISTRATION_FEE,
  };
}

export async function roles(ctx: AppContext) {
  return (await repo.listRoles(ctx.db)).map((r) => ({ id: r.id, code: r.code as never, nom: r.nom }));
}

export async function blocs(ctx: AppContext) {
  return repo.distinctBlocs(ctx.db);
}

export async function perBloc(ctx: AppContext) {
  const rows = await repo.countsPerBloc(ctx.db);
  return {
    blocs: rows.map((r) => r.bloc),
    users: rows.map((r) => r.total),
    menList: rows.map((r) => r.men),
    womenList: rows.map((r) => r.women),
  };
}
