import {
  REGISTRATION_FEE,
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
import { audit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { issueCode } from '../auth/service.js';
import { revokeMemberSessions } from '../auth/repository.js';
import { presentMember } from './presenter.js';
import * as repo from './repository.js';

type RegisterInput = z.output<typeof registerRequestSchema>;
type UpdateInput = z.output<typeof updateUserRequestSchema>;
type StatusInput = z.output<typeof updateStatusRequestSchema>;
type SubscriptionInput = z.output<typeof updateSubscriptionRequestSchema>;
export type { MemberListQuery, RegisterRequest, UpdateUserRequest };

const PHONE_TAKEN = 'Ce numéro de téléphone est déjà utilisé par un autre membre.';

async function loadMember(ctx: AppContext, id: number, viewer?: AuthContext) {
  const row = await repo.findMemberById(ctx.db, id);
  if (!row) throw new AppError('MEMBER_NOT_FOUND');
  return presentMember(row, await repo.findSubscriptions(ctx.db, [row.id]), viewer);
}

/** A member reads her own record; staff read anyone's (rulings R4). */
export async function getMember(ctx: AppContext, auth: AuthContext, id: number) {
  if (auth.memberId !== id && !isStaff(auth.role)) throw new AppError('FORBIDDEN');
  return loadMember(ctx, id, auth);
}

const SINGLE_HOLDER_ROLES = new Set(['president', 'secretaire']);

/**
 * Only the two officers hand out a role other than Membre. Président and Secrétaire each have
 * one holder at a time, so the four-eyes rule (R8) cannot be dodged by naming a second one:
 * the current holder's role changes first.
 */
async function checkRole(ctx: AppContext, auth: AuthContext, roleId: number, targetId: number | null) {
  const role = await repo.findRoleById(ctx.db, roleId);
  if (!role) throw new AppError('VALIDATION', 'Rôle inconnu.', { role: 'Rôle inconnu.', RoleId: 'Rôle inconnu.' });
  if (role.code !== 'membre' && !isOfficer(auth.role))
    throw new AppError('FORBIDDEN', 'Seuls le Président et la Secrétaire peuvent attribuer un rôle du bureau.');
  if (SINGLE_HOLDER_ROLES.has(role.code)) {
    const holder = await repo.findRoleHolder(ctx.db, role.id);
    if (holder && holder.id !== targetId)
      throw new AppError(
        'CONFLICT',
        `${holder.prenom} ${holder.nom} est déjà ${role.nom} : changez d’abord son rôle.`,
        { role: 'Rôle déjà attribué', RoleId: 'Rôle déjà attribué' },
      );
  }
  return role;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

/** auth/register: the member starts 'En Attente' and gets her link and code by SMS (rulings R5). */
export async function register(ctx: AppContext, input: RegisterInput, actor: Actor & { auth: AuthContext }) {
  await checkRole(ctx, actor.auth, input.role, null);
  if (await repo.findMemberByPhone(ctx.db, input.telephone))
    throw new AppError('CONFLICT', PHONE_TAKEN, { telephone: PHONE_TAKEN });
  const bloc = resolveBloc(input.bloc, await repo.distinctBlocs(ctx.db));
  const caisses = [...new Set([2, ...input.cotisations])].sort();
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
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
          passwordHash: null,
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
        },
        ip: actor.ip,
      });
      await issueCode(ctx, tx, { id: memberId, telephone: input.telephone }, 'confirmation', actor);
      return memberId;
    });
  } catch (error) {
    // Two registrations of one number racing: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', PHONE_TAKEN, { telephone: PHONE_TAKEN });
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
  const renamed =
    (input.nom !== undefined && input.nom.trim() !== current.nom) ||
    (input.prenom !== undefined && input.prenom.trim() !== current.prenom);
  if (renamed)
    throw new AppError('VALIDATION', 'Le nom et le prénom ne peuvent pas être modifiés.', { nom: 'Lecture seule' });
  if (id === actor.auth.memberId && input.RoleId !== current.roleId)
    throw new AppError('FORBIDDEN', 'Vous ne pouvez pas changer votre propre rôle.');
  await checkRole(ctx, actor.auth, input.RoleId, id);
  const phoneChanged = input.telephone !== current.telephone;
  if (phoneChanged) {
    const other = await repo.findMemberByPhone(ctx.db, input.telephone);
    if (other && other.id !== id) throw new AppError('CONFLICT', PHONE_TAKEN, { telephone: PHONE_TAKEN });
  }
  const bloc = resolveBloc(input.bloc, await repo.distinctBlocs(ctx.db));
  const before = await repo.findSubscriptions(ctx.db, [id]);
  try {
    await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      await repo.updateMember(
        tx,
        id,
        {
          telephone: input.telephone,
          bloc,
          sexe: input.sexe,
          roleId: input.RoleId,
          ...(phoneChanged ? { statut: 'En Attente' as const, passwordHash: null } : {}),
        },
        now,
      );
      await repo.setSubscriptions(tx, id, [...new Set([2, ...input.cotisations])]);
      if (phoneChanged) {
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
          telephone: input.telephone,
          bloc,
          sexe: input.sexe,
          roleId: input.RoleId,
          caisses: input.cotisations,
          phoneChanged,
        },
        ip: actor.ip,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', PHONE_TAKEN, { telephone: PHONE_TAKEN });
    throw error;
  }
  if (phoneChanged) ctx.sms.kick();
  return loadMember(ctx, id, actor.auth);
}

/** Staff suspend, deactivate or reactivate a member; a suspended member's sessions end at once. */
export async function updateStatus(
  ctx: AppContext,
  id: number,
  input: StatusInput,
  actor: Actor & { auth: AuthContext },
) {
  if (id === actor.auth.memberId) throw new AppError('FORBIDDEN', 'Vous ne pouvez pas changer votre propre statut.');
  const current = await repo.findMemberById(ctx.db, id);
  if (!current) throw new AppError('MEMBER_NOT_FOUND');
  if (current.statut === 'En Attente')
    throw new AppError(
      'VALIDATION',
      'Ce membre n’a pas encore confirmé son compte : son statut changera à la confirmation.',
      {
        statut: 'Compte non confirmé',
      },
    );
  if (current.roleCode !== 'membre' && !isOfficer(actor.auth.role))
    throw new AppError(
      'FORBIDDEN',
      'Seuls le Président et la Secrétaire peuvent changer le statut d’un membre du bureau.',
    );
  // Back to work, an officer must not make a second Président or Secrétaire (four eyes, R8).
  if (input.statut !== 'Inactif' && current.statut === 'Inactif' && SINGLE_HOLDER_ROLES.has(current.roleCode)) {
    const holder = await repo.findRoleHolder(ctx.db, current.roleId);
    if (holder && holder.id !== id)
      throw new AppError(
        'CONFLICT',
        `${holder.prenom} ${holder.nom} est déjà ${current.roleNom} : changez d’abord le rôle de l’un des deux.`,
      );
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
  return loadMember(ctx, id, actor.auth);
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
  const { rows, total } = await repo.listMembers(ctx.db, {
    q: query.q,
    caisseId,
    searchPhones: staff,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const subscriptions = await repo.findSubscriptions(
    ctx.db,
    rows.map((r) => r.id),
  );
  const count = await repo.countMembers(ctx.db);
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
