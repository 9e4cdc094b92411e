import {
  CODE_MAX_ATTEMPTS,
  CONFIRM_CODE_TTL_MS,
  MESSAGES,
  RESET_CODE_TTL_MS,
  SESSION_REMEMBER_TTL_MS,
  SESSION_TTL_MS,
  asLangue,
  type CodePurpose,
  type Langue,
  type MemberStatus,
  type RoleCode,
} from '@quartier/shared';
import type { Executor } from '../../db/client.js';
import type { Actor, AppContext, AuthContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { hashPassword, verifyPassword } from '../../lib/auth/password.js';
import {
  associationOfToken,
  hashCode,
  linkToken as newLinkToken,
  randomOtp,
  safeEqual,
  sessionToken,
  sha256,
} from '../../lib/auth/tokens.js';
import { currentAssociationId, withAssociation } from '../../db/scope.js';
import {
  findAssociationById,
  findPersonByPhone,
  languagesOfPhones,
  listMemberships,
  setLastAssociation,
  setPersonLanguage,
  suspensionMessage,
  type MembershipRow,
} from '../associations/repository.js';
import { AppError } from '../../lib/errors.js';
import {
  WHOLE_ASSOCIATION,
  WHOLE_SERVICE,
  hit,
  hitAll,
  release,
  type Limit,
  type Reservation,
} from '../../lib/rate-limit.js';
import { confirmationSms, resetSms } from '../../lib/sms/templates.js';
import { presentMember, presentSessionMember } from '../members/presenter.js';
import {
  findMemberById,
  findMemberByPhone,
  findMemberWithSubscriptions,
  updateMemberCredentials,
  type MemberRow,
} from '../members/repository.js';
import { readSettings } from '../settings/repository.js';
import * as repo from './repository.js';

/** The person's memberships as the login answer and listMyAssociations show them. */
export function presentMemberships(memberships: MembershipRow[], currentId: number) {
  return memberships.map((m) => ({
    id: m.associationId,
    slug: m.slug,
    nom: m.nom,
    role: { code: m.roleCode as RoleCode, nom: m.roleNom },
    statut: m.statut as MemberStatus,
    courante: m.associationId === currentId,
  }));
}

/**
 * Which of a person's associations a login (or a code request) opens: the one the address named
 * if the person belongs to it, else the one used last, else one where `eligible` holds, else any.
 */
async function chooseMembership(
  ctx: AppContext,
  telephone: string,
  named: number | null | undefined,
  eligible: (statut: string) => boolean,
): Promise<{ personId: number; associationId: number } | null> {
  const person = await findPersonByPhone(ctx.db, telephone);
  if (!person) return null;
  const memberships = await listMemberships(ctx.db, person.id);
  // An association the operator suspended (issue 22) is chosen only when named or the only one:
  // its members who belong elsewhere still sign in there.
  const open = (m: MembershipRow) => eligible(m.statut) && m.associationStatut !== 'suspendue';
  const chosen =
    memberships.find((m) => m.associationId === named) ??
    memberships.find((m) => m.associationId === person.lastAssociationId && open(m)) ??
    memberships.find(open) ??
    memberships.find((m) => m.associationId === person.lastAssociationId && eligible(m.statut)) ??
    memberships.find((m) => eligible(m.statut)) ??
    memberships.find((m) => m.associationId === person.lastAssociationId) ??
    memberships[0];
  return chosen ? { personId: person.id, associationId: chosen.associationId } : null;
}

/** Refused while the operator has suspended the current association (issue 22), with its message. */
async function refuseIfSuspended(ctx: AppContext, executor: Executor = ctx.db) {
  const association = await findAssociationById(executor, currentAssociationId());
  const suspension = association ? suspensionMessage(association) : null;
  if (suspension) throw new AppError('ASSOCIATION_SUSPENDED', suspension);
}

/** Runs `work` in the association a person's phone leads to, or in the request's when none. */
async function inMembershipOf<T>(
  ctx: AppContext,
  telephone: string,
  actor: Actor,
  eligible: (statut: string) => boolean,
  work: () => Promise<T>,
): Promise<T> {
  const chosen = await chooseMembership(ctx, telephone, actor.namedAssociationId, eligible);
  return chosen ? withAssociation(chosen.associationId, work) : work();
}

/** Opens a session in the current association: login, and the creation of an association (issue 22). */
export async function openSession(
  ctx: AppContext,
  executor: Executor,
  member: MemberRow,
  remember: boolean,
  actor: Actor,
) {
  const now = ctx.clock.now();
  const associationId = currentAssociationId();
  const token = sessionToken(associationId);
  const expiresAt = new Date(now.getTime() + (remember ? SESSION_REMEMBER_TTL_MS : SESSION_TTL_MS));
  const sessionId = await repo.insertSession(executor, {
    tokenHash: sha256(token),
    memberId: member.id,
    remember,
    expiresAt,
    createdAt: now,
  });
  await audit(executor, {
    actorId: member.id,
    action: 'auth.login',
    entity: 'session',
    entityId: sessionId,
    after: { remember, expiresAt: expiresAt.toISOString() },
    ip: actor.ip,
  });
  await setLastAssociation(executor, member.personId, associationId);
  const association = await findAssociationById(executor, associationId);
  return {
    status: 'success' as const,
    token,
    expiresAt: expiresAt.toISOString(),
    membre: presentSessionMember(member),
    association: { id: association!.id, slug: association!.slug, nom: association!.nom },
    associations: presentMemberships(await listMemberships(executor, member.personId), associationId),
    langue: asLangue(member.langue),
  };
}

type LoginInput = { telephone: string; password: string; rememberMe: boolean; langue?: Langue | undefined };

export async function login(ctx: AppContext, input: LoginInput, actor: Actor) {
  const { loginFailuresPerIp, loginFailuresPerPhone } = ctx.limits;
  return countedAttempt(ctx, input.telephone, actor, [loginFailuresPerIp, loginFailuresPerPhone], (attempts) =>
    loginHere(ctx, input, actor, attempts),
  );
}

/**
 * An attempt that proves something (a password, a code) is counted as a failure against the
 * address and the number before it is checked, so a parallel burst cannot check then record;
 * then it runs in the membership the number names (an active member's).
 */
async function countedAttempt<T>(
  ctx: AppContext,
  telephone: string,
  actor: Actor,
  [perIp, perPhone]: readonly [Limit, Limit],
  work: (counted: Reservation[]) => Promise<T>,
): Promise<T> {
  const counted = await hitAll(ctx.db, ctx.clock, [
    [perIp, actor.ip],
    [perPhone, telephone],
  ]);
  return inMembershipOf(ctx, telephone, actor, canLogIn, () => work(counted));
}

const canLogIn = (statut: string) => statut === 'Actif';

async function loginHere(ctx: AppContext, input: LoginInput, actor: Actor, counted: Reservation[]) {
  let attempts = counted;
  const { db } = ctx;
  const member = await findMemberByPhone(db, input.telephone);
  // The association's own budget (ADR 0017), counted before the password is checked: a burst of
  // failures in one association locks that association's logins for a minute, no other's. The
  // association is the member's; a number unknown here counts only where the address named one,
  // so that strangers tried at the service's root address do not lock its first association.
  if (member || actor.namedAssociationId != null) {
    try {
      attempts = [...attempts, await hit(db, ctx.clock, ctx.limits.loginFailuresPerAssociation, WHOLE_ASSOCIATION)];
    } catch (error) {
      await release(db, attempts);
      throw error;
    }
  }
  // Not confirmed yet: the member has no password to check (spec section 4 'ongoing').
  if (member && member.statut === 'En Attente' && !member.passwordHash) {
    await release(db, attempts);
    return { status: 'ongoing' as const, msg: MESSAGES.loginOngoing };
  }
  const valid = await verifyPassword(member?.passwordHash ?? null, input.password);
  if (!member || !valid) throw new AppError('LOGIN_FAILED');
  await release(db, attempts);
  await refuseIfSuspended(ctx);
  if (member.statut === 'Suspendu') throw new AppError('ACCOUNT_SUSPENDED');
  if (member.statut === 'Inactif') throw new AppError('ACCOUNT_INACTIVE');
  if (member.statut === 'En Attente') return { status: 'ongoing' as const, msg: MESSAGES.loginOngoing };
  return db.transaction(async (tx) => {
    // The language picked on the login page becomes the person's (issue 25, ADR 0029).
    if (input.langue && input.langue !== member.langue) {
      await setPersonLanguage(tx, member.personId, input.langue);
      await auditLanguage(tx, member, input.langue, actor);
    }
    return openSession(ctx, tx, { ...member, langue: input.langue ?? member.langue }, input.rememberMe, actor);
  });
}

async function auditLanguage(executor: Executor, member: MemberRow, langue: Langue, actor: Actor) {
  await audit(executor, {
    actorId: member.id,
    action: 'personne.langue',
    entity: 'personne',
    entityId: member.personId,
    before: { langue: member.langue },
    after: { langue },
    ip: actor.ip,
  });
}

/** PUT /user/language: the signed-in person's language, for all their associations (issue 25). */
export async function setMyLanguage(ctx: AppContext, auth: AuthContext, langue: Langue, actor: Actor) {
  const member = await findMemberById(ctx.db, auth.memberId);
  if (!member) throw new AppError('NOT_AUTHENTICATED');
  if (member.langue !== langue)
    await ctx.db.transaction(async (tx) => {
      await setPersonLanguage(tx, member.personId, langue);
      await auditLanguage(tx, member, langue, actor);
    });
  return langue;
}

/** GET /associations/mine: every association of the signed-in person, the current one marked. */
export async function myAssociations(ctx: AppContext, auth: AuthContext) {
  const member = await findMemberById(ctx.db, auth.memberId);
  if (!member) throw new AppError('NOT_AUTHENTICATED');
  return presentMemberships(await listMemberships(ctx.db, member.personId), auth.associationId);
}

/**
 * POST /auth/switchAssociation: a new session in another association of the same person, where
 * they must be an active member; the session that asked ends.
 */
export async function switchAssociation(ctx: AppContext, auth: AuthContext, associationId: number, actor: Actor) {
  const member = await findMemberById(ctx.db, auth.memberId);
  if (!member) throw new AppError('NOT_AUTHENTICATED');
  const target = (await listMemberships(ctx.db, member.personId)).find((m) => m.associationId === associationId);
  if (!target || target.statut !== 'Actif') throw new AppError('NOT_A_MEMBER_THERE');
  await withAssociation(associationId, () => refuseIfSuspended(ctx));
  const remember = await repo.isRemembered(ctx.db, auth.sessionId);
  await ctx.db.transaction(async (tx) => {
    // One switch per session: parallel calls with the same token open one session, not several.
    if (!(await repo.revokeSession(tx, auth.sessionId, ctx.clock.now()))) throw new AppError('NOT_AUTHENTICATED');
    await audit(tx, {
      actorId: auth.memberId,
      action: 'auth.switch_association',
      entity: 'session',
      entityId: auth.sessionId,
      after: { associationId },
      ip: actor.ip,
    });
  });
  return withAssociation(associationId, async () => {
    const there = await findMemberById(ctx.db, target.memberId);
    if (!there || there.statut !== 'Actif') throw new AppError('NOT_A_MEMBER_THERE');
    return ctx.db.transaction((tx) => openSession(ctx, tx, there, remember, actor));
  });
}

export async function logout(ctx: AppContext, auth: AuthContext, actor: Actor) {
  await ctx.db.transaction(async (tx) => {
    await repo.revokeSession(tx, auth.sessionId, ctx.clock.now());
    await audit(tx, {
      actorId: auth.memberId,
      action: 'auth.logout',
      entity: 'session',
      entityId: auth.sessionId,
      ip: actor.ip,
    });
  });
}

export async function me(ctx: AppContext, auth: AuthContext) {
  const found = await findMemberWithSubscriptions(ctx.db, auth.memberId, auth.sessionId);
  if (!found) throw new AppError('NOT_AUTHENTICATED');
  return {
    membre: presentMember(found.member, found.subscriptions),
    langue: asLangue(found.member.langue),
    expiresAt: (found.sessionExpiresAt ?? ctx.clock.now()).toISOString(),
  };
}

/**
 * Writes a new code (and for a confirmation, a link) and its SMS in the caller's transaction.
 * Registration (auth/register) calls this too.
 */
export async function issueCode(
  ctx: AppContext,
  executor: Executor,
  member: Pick<MemberRow, 'id' | 'telephone'>,
  purpose: CodePurpose,
  actor: Actor,
): Promise<void> {
  const now = ctx.clock.now();
  await repo.revokeCodes(executor, member.id, purpose, now);
  const code = randomOtp();
  const linkToken = purpose === 'confirmation' ? newLinkToken(currentAssociationId()) : null;
  const ttl = purpose === 'confirmation' ? CONFIRM_CODE_TTL_MS : RESET_CODE_TTL_MS;
  const codeId = await repo.insertCode(executor, {
    memberId: member.id,
    purpose,
    expiresAt: new Date(now.getTime() + ttl),
    createdAt: now,
    linkTokenHash: linkToken ? sha256(linkToken) : null,
  });
  await repo.setCodeHash(executor, codeId, hashCode(codeId, code));
  const { 'association.nom': associationName } = await readSettings(executor);
  // The link's token names the association (lib/auth/tokens.ts): the page opens in it, and the
  // SMS stays one SMS whatever the length of the association's address.
  const link = `${ctx.config.publicUrl}/confirmRegistration/${linkToken}`;
  // In the recipient's language (issue 25): the person's, whatever the association.
  const langue = (await languagesOfPhones(executor, [member.telephone])).get(member.telephone) ?? 'fr';
  const message =
    purpose === 'confirmation'
      ? confirmationSms(langue, associationName, code, link)
      : resetSms(langue, associationName, code);
  await ctx.sms.enqueue(executor, member.telephone, message);
  await audit(executor, {
    actorId: actor.auth?.memberId ?? null,
    action: `code.${purpose}.sent`,
    entity: 'membre',
    entityId: member.id,
    ip: actor.ip,
  });
}

/**
 * forgotPassword and resendCode: the same answer whether or not the number exists, the same
 * limit of 3 requests per phone per hour for every number (rulings R5), and the same work
 * before answering: only the two counters. The member is looked up, and her code written,
 * once the answer has left, so its delay does not tell a member from a stranger.
 */
export async function requestCode(ctx: AppContext, telephone: string, purpose: CodePurpose, actor: Actor) {
  const { db, clock, limits } = ctx;
  // hitAll: a number already locked gives back the address's count, so it does not also use up
  // the budget of everyone behind the same carrier address.
  await hitAll(db, clock, [
    [limits.codeRequestsPerIp, actor.ip],
    [limits.codeRequestsPerPhone, telephone],
    // The service's daily SMS budget (ADR 0016), for a known number or not, so the answer still
    // does not tell them apart: over it, the caller is told now rather than a code silently lost.
    [limits.smsPerDay, WHOLE_SERVICE],
  ]);
  ctx.afterAnswer.run(`code ${purpose}`, () => issueCodeIfEligible(ctx, telephone, purpose, actor));
  return purpose === 'confirmation' ? MESSAGES.resendSent : MESSAGES.forgotPasswordSent;
}

function issueCodeIfEligible(ctx: AppContext, telephone: string, purpose: CodePurpose, actor: Actor) {
  const eligible = (statut: string) => (purpose === 'confirmation' ? statut === 'En Attente' : statut === 'Actif');
  return inMembershipOf(ctx, telephone, actor, eligible, () => issueCodeHere(ctx, telephone, purpose, actor));
}

async function issueCodeHere(ctx: AppContext, telephone: string, purpose: CodePurpose, actor: Actor) {
  const member = await findMemberByPhone(ctx.db, telephone);
  const eligible =
    member &&
    (purpose === 'confirmation'
      ? member.statut === 'En Attente'
      : member.statut === 'Actif' && member.passwordHash !== null);
  if (!eligible) return;
  // A suspended association sends nothing (issue 22); the answer has left already, the same for all.
  if (suspensionMessage((await findAssociationById(ctx.db, currentAssociationId()))!)) return;
  // The association's SMS budget (ADR 0017), counted before the code is written. The answer has
  // left already and must stay the same for a member and a stranger: over budget, no SMS is sent.
  try {
    await hit(ctx.db, ctx.clock, ctx.limits.codeSmsPerAssociation, WHOLE_ASSOCIATION);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    ctx.log.warn({ purpose }, 'Code non envoyé : budget de SMS de l’association atteint pour cette heure');
    return;
  }
  await ctx.db.transaction((tx) => issueCode(ctx, tx, member, purpose, actor));
  ctx.sms.kick();
}

type CodeRow = NonNullable<Awaited<ReturnType<typeof repo.findUsableCode>>>;

/**
 * Spends a try and compares. The caller has counted the try against the phone and the IP
 * (codeAttempts); a right code gives them back, a wrong one leaves them counted.
 */
async function verifyCode(ctx: AppContext, code: CodeRow, otp: string, counted: readonly Reservation[]) {
  const attempts = await repo.spendAttempt(ctx.db, code.id, CODE_MAX_ATTEMPTS);
  if (attempts !== null && safeEqual(hashCode(code.id, otp), code.codeHash)) {
    await release(ctx.db, counted);
    return;
  }
  throw wrongCode(attempts);
}

/**
 * The refusal of a wrong SMS code (an account's or an association creation's): the tries left,
 * or that the code is cancelled once they are spent (`attempts`: tries spent, null when none was).
 */
export function wrongCode(attempts: number | null): AppError {
  if (attempts !== null && attempts >= CODE_MAX_ATTEMPTS)
    return new AppError('INVALID_CODE', 'Code incorrect. Trop d’essais : ce code est annulé, demandez-en un nouveau.', {
      otp: 'Code annulé',
    });
  const left = attempts === null ? 0 : CODE_MAX_ATTEMPTS - attempts;
  return new AppError('INVALID_CODE', `Code incorrect. Il vous reste ${left} essai${left > 1 ? 's' : ''}.`, {
    otp: 'Code incorrect',
  });
}

/**
 * A link sent for an account that has been confirmed since: its holder received it, so telling
 * them the account is active reveals nothing they could not know (an unknown link learns nothing).
 */
async function isUsedLinkOfActiveAccount(ctx: AppContext, linkTokenHash: string): Promise<boolean> {
  const code = await repo.findCodeByLink(ctx.db, linkTokenHash);
  const member = code ? await findMemberById(ctx.db, code.memberId) : undefined;
  return member?.statut === 'Actif';
}

/** What opening a confirmation link shows: the form, or that the account is already active. */
export function confirmLinkState(ctx: AppContext, linkToken: string, actor: Actor) {
  // The link's token names its association (issue 21), whatever the address says.
  return withAssociation(associationOfToken(linkToken), async () => {
    const state = await confirmLinkStateHere(ctx, linkToken, actor);
    const association = await findAssociationById(ctx.db, currentAssociationId());
    if (!association) throw new AppError('INVALID_CONFIRMATION_LINK');
    return { ...state, association: { slug: association.slug, nom: association.nom } };
  });
}

/**
 * A confirmation link as both its steps read it (the page's state, then the confirmation): the
 * association open, the address's failure counted (an unknown link counts as a failed code
 * check, like a wrong submission), the link's usable code and its member.
 */
async function readConfirmationLink(ctx: AppContext, linkToken: string, actor: Actor) {
  const { db, clock, limits } = ctx;
  await refuseIfSuspended(ctx);
  const perIp = await hit(db, clock, limits.codeFailuresPerIp, actor.ip);
  const linkTokenHash = sha256(linkToken);
  const code = await repo.findUsableCodeByLink(db, linkTokenHash, clock.now(), CODE_MAX_ATTEMPTS);
  const member = code ? await findMemberById(db, code.memberId) : undefined;
  return { perIp, linkTokenHash, code, member };
}

async function confirmLinkStateHere(ctx: AppContext, linkToken: string, actor: Actor) {
  const { db } = ctx;
  const { perIp, linkTokenHash, member } = await readConfirmationLink(ctx, linkToken, actor);
  if (member?.statut === 'En Attente') {
    await release(db, [perIp]);
    return { status: 'success' as const, compte: 'a_confirmer' as const };
  }
  if (await isUsedLinkOfActiveAccount(ctx, linkTokenHash)) {
    await release(db, [perIp]);
    return { status: 'success' as const, compte: 'deja_actif' as const };
  }
  throw new AppError('INVALID_CONFIRMATION_LINK');
}

export function confirmAccount(
  ctx: AppContext,
  linkToken: string,
  input: { otp: string; password: string },
  actor: Actor,
) {
  return withAssociation(associationOfToken(linkToken), () => confirmAccountHere(ctx, linkToken, input, actor));
}

async function confirmAccountHere(
  ctx: AppContext,
  linkToken: string,
  input: { otp: string; password: string },
  actor: Actor,
) {
  const { db, clock, limits } = ctx;
  const { perIp, linkTokenHash, code, member } = await readConfirmationLink(ctx, linkToken, actor);
  if (!code || !member || member.statut !== 'En Attente') {
    if (await isUsedLinkOfActiveAccount(ctx, linkTokenHash)) {
      await release(db, [perIp]);
      throw new AppError('ACCOUNT_ALREADY_ACTIVE');
    }
    throw new AppError('INVALID_CONFIRMATION_LINK');
  }
  const counted = await hitAll(db, clock, [[limits.codeFailuresPerPhone, member.telephone]], [perIp]);
  await verifyCode(ctx, code, input.otp, counted);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const now = clock.now();
    if (!(await repo.markCodeUsed(tx, code.id, now))) throw new AppError('INVALID_CONFIRMATION_LINK');
    await updateMemberCredentials(tx, member.id, { passwordHash, statut: 'Actif' }, now);
    await audit(tx, {
      actorId: member.id,
      action: 'membre.confirm',
      entity: 'membre',
      entityId: member.id,
      before: { statut: member.statut },
      after: { statut: 'Actif' },
      ip: actor.ip,
    });
    return openSession(ctx, tx, { ...member, statut: 'Actif' }, false, actor);
  });
}

export async function resetPassword(
  ctx: AppContext,
  input: { telephone: string; otp: string; password: string },
  actor: Actor,
) {
  const { codeFailuresPerIp, codeFailuresPerPhone } = ctx.limits;
  return countedAttempt(ctx, input.telephone, actor, [codeFailuresPerIp, codeFailuresPerPhone], (counted) =>
    resetPasswordHere(ctx, input, actor, counted),
  );
}

async function resetPasswordHere(
  ctx: AppContext,
  input: { telephone: string; otp: string; password: string },
  actor: Actor,
  counted: Reservation[],
) {
  const { db, clock } = ctx;
  await refuseIfSuspended(ctx);
  const member = await findMemberByPhone(db, input.telephone);
  const code = member
    ? await repo.findUsableCode(db, member.id, 'reinitialisation', clock.now(), CODE_MAX_ATTEMPTS)
    : undefined;
  if (!member || !code) throw new AppError('INVALID_CODE', undefined, { otp: 'Code invalide ou expiré' });
  await verifyCode(ctx, code, input.otp, counted);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const now = clock.now();
    if (!(await repo.markCodeUsed(tx, code.id, now))) throw new AppError('INVALID_CODE');
    await updateMemberCredentials(tx, member.id, { passwordHash }, now);
    // One password for all the person's associations: every session of theirs ends.
    const revoked = await repo.revokePersonSessions(tx, member.personId, now);
    await audit(tx, {
      actorId: member.id,
      action: 'membre.password_reset',
      entity: 'membre',
      entityId: member.id,
      after: { sessionsRevoked: revoked },
      ip: actor.ip,
    });
  });
  return MESSAGES.resetSucceeded;
}
