import {
  CODE_MAX_ATTEMPTS,
  SLUG_PATTERN,
  formatPhone,
  maskPhone,
  passwordProblem,
  asLangue,
  DEFAULT_LANGUE,
  languageFromBrowser,
  type AssociationCreationPending,
  type FirstStepsResponse,
  type Langue,
} from '@quartier/shared';
import type { z } from 'zod';
import type { associationCreationRequestSchema } from '@quartier/shared';
import type { Actor, AppContext } from '../../context.js';
import { withAssociation } from '../../db/scope.js';
import { audit } from '../../lib/audit.js';
import { hashPassword, verifyPassword } from '../../lib/auth/password.js';
import { randomOtp, randomToken, safeEqual, sha256 } from '../../lib/auth/tokens.js';
import { AppError } from '../../lib/errors.js';
import { WHOLE_SERVICE, hit, hitAll, release, type Reservation } from '../../lib/rate-limit.js';
import { hashInvitationCode, readCreationMode } from '../../lib/service-settings.js';
import { creationSms } from '../../lib/sms/templates.js';
import { openSession, wrongCode } from '../auth/service.js';
import { ensureSampleDocuments } from '../documents/service.js';
import { findMemberById, findRoleByCode, insertMember } from '../members/repository.js';
import { writeSettings } from '../settings/repository.js';
import { findPersonByPhone } from './repository.js';
import * as repo from './creation-repository.js';

type CreationRequest = z.output<typeof associationCreationRequestSchema>;

/** How long a creation code works: long enough for an SMS that arrives late, short for a guesser. */
export const CREATION_CODE_TTL_MS = 30 * 60_000;
/** After this, a pending creation cannot get a new code: the founder starts again. */
export const CREATION_REQUEST_TTL_MS = 24 * 60 * 60_000;
/** The founder's funds: those a registered member gets by default (auth/register). */
const FOUNDER_CAISSES = [1, 2, 3];

/**
 * The founder's language (issue 25): a known phone's person's own, else the visitor's (the
 * request's Accept-Language, which the web app may set to the language picked on the page).
 */
async function founderLanguage(ctx: AppContext, telephone: string, visitor: Langue): Promise<Langue> {
  const person = await findPersonByPhone(ctx.db, telephone);
  return person ? asLangue(person.langue) : visitor;
}

/** The first of an Accept-Language header's languages that is French or English; French otherwise. */
export function languageOfAcceptLanguage(header: string | undefined): Langue {
  const tags = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
  return languageFromBrowser(tags);
}

/** A code is stored as a hash bound to its pending creation: equal codes never share a hash. */
function creationCodeHash(token: string, code: string): string {
  return sha256(`creation:${token}:${code}`);
}

/** Lower-case ASCII words joined by dashes, as an address (SLUG_PATTERN) takes them. */
export function slugify(text: string, max = 40): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '');
}

/**
 * The addresses tried in order: the name's; then with the town; then numbered. A name that
 * gives no usable slug (only signs, one letter) starts from 'association'.
 */
export function slugCandidates(nom: string, ville: string): string[] {
  const named = slugify(nom);
  const base = SLUG_PATTERN.test(named) ? named : 'association';
  const town = slugify(ville);
  const candidates = [base];
  if (town && !base.endsWith(town)) candidates.push(slugify(`${base.slice(0, 39 - town.length)}-${town}`));
  for (let n = 2; n <= 30; n++) candidates.push(`${base.slice(0, 39 - String(n).length).replace(/-+$/, '')}-${n}`);
  // Thirty namesakes in one town: a random tail, never a failure.
  candidates.push(
    `${base.slice(0, 31).replace(/-+$/, '')}-${randomToken(6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '0')}`,
  );
  return [...new Set(candidates.filter((slug) => SLUG_PATTERN.test(slug)))];
}

function pendingAnswer(token: string, expiresAt: Date, telephone: string): AssociationCreationPending {
  return {
    status: 'success',
    msg: `Un code vous a été envoyé par SMS au ${formatPhone(telephone)}. Saisissez-le pour créer l’association.`,
    jeton: token,
    expireLe: expiresAt.toISOString(),
  };
}

/**
 * The service's daily SMS budget (SMS_DAILY_BUDGET), counted before anything is written: over
 * it, the request is refused and the counters already taken are given back, so that a code is
 * never written that could not leave (rulings R6).
 */
async function spendSms(ctx: AppContext, taken: readonly Reservation[]): Promise<void> {
  await hitAll(ctx.db, ctx.clock, [[ctx.limits.smsPerDay, WHOLE_SERVICE]], taken);
}

/**
 * POST /associations/creation. The limits are counted first; the phone is not looked up, so the
 * answer is the same for a number the service knows and for a new one (no enumeration).
 */
export async function requestCreation(
  ctx: AppContext,
  input: CreationRequest,
  actor: Actor,
  visitorLangue: Langue = 'fr',
): Promise<AssociationCreationPending> {
  const { db, clock, limits } = ctx;
  const taken = await hitAll(db, clock, [
    [limits.creationRequestsPerService, WHOLE_SERVICE],
    [limits.creationRequestsPerIp, actor.ip],
    [limits.creationRequestsPerPhone, input.telephone],
    // Its SMS is one of the 3 codes a phone gets per hour (rulings R5).
    [limits.codeRequestsPerPhone, input.telephone],
  ]);
  // Counted before the check: a guesser of invitation codes spends the address's creations.
  const invitationHash = await checkInvitation(ctx, input.codeInvitation);
  await spendSms(ctx, taken);

  const now = clock.now();
  const token = randomToken(24);
  const code = randomOtp();
  const expiresAt = new Date(now.getTime() + CREATION_CODE_TTL_MS);
  const langue = await founderLanguage(ctx, input.telephone, visitorLangue);
  await db.transaction(async (tx) => {
    await repo.insertCreation(tx, {
      token,
      telephone: input.telephone,
      associationName: input.nomAssociation,
      ville: input.ville,
      quartier: input.quartier,
      nom: input.nom,
      prenom: input.prenom,
      sexe: input.sexe,
      bloc: input.bloc,
      codeHash: creationCodeHash(token, code),
      expiresAt,
      invitationCode: invitationHash,
      ip: actor.ip,
      createdAt: now,
    });
    await ctx.sms.enqueueForService(tx, input.telephone, creationSms(langue, code, 30));
  });
  ctx.sms.kick();
  ctx.log.info({ to: maskPhone(input.telephone), invitation: invitationHash !== null }, 'Création demandée');
  return pendingAnswer(token, expiresAt, input.telephone);
}

/** In invitation mode, the code must be known, unused and unexpired; its hash is kept. */
async function checkInvitation(ctx: AppContext, code: string | undefined): Promise<string | null> {
  if ((await readCreationMode(ctx.db)) !== 'invitation') return null;
  if (!code) throw new AppError('INVITATION_REQUIRED', undefined, { codeInvitation: 'Code d’invitation requis' });
  const codeHash = hashInvitationCode(code);
  if (!(await repo.isInvitationUsable(ctx.db, codeHash, ctx.clock.now())))
    throw new AppError('INVITATION_INVALID', undefined, { codeInvitation: 'Code d’invitation invalide' });
  return codeHash;
}

/** POST /associations/creation/:jeton/code: a new code, within the 3 codes per phone per hour (R5). */
export async function resendCreationCode(
  ctx: AppContext,
  token: string,
  actor: Actor,
  visitorLangue: Langue = 'fr',
): Promise<AssociationCreationPending> {
  const { db, clock, limits } = ctx;
  const perIp = await hit(db, clock, limits.codeRequestsPerIp, actor.ip);
  const row = await repo.findCreation(db, token);
  const now = clock.now();
  if (!row || row.confirmedAt || row.createdAt.getTime() + CREATION_REQUEST_TTL_MS <= now.getTime())
    throw new AppError('CREATION_NOT_FOUND');
  const taken = await hitAll(db, clock, [[limits.codeRequestsPerPhone, row.telephone]], [perIp]);
  await spendSms(ctx, taken);
  const code = randomOtp();
  const expiresAt = new Date(now.getTime() + CREATION_CODE_TTL_MS);
  const langue = await founderLanguage(ctx, row.telephone, visitorLangue);
  await db.transaction(async (tx) => {
    if (!(await repo.renewCode(tx, row.id, creationCodeHash(token, code), expiresAt)))
      throw new AppError('CREATION_ALREADY_DONE');
    await ctx.sms.enqueueForService(tx, row.telephone, creationSms(langue, code, 30));
  });
  ctx.sms.kick();
  return pendingAnswer(token, expiresAt, row.telephone);
}

/**
 * Checks the code first (counted per phone and per address like every code check, 5 tries kill
 * it), and only then the password: nobody can try passwords of an existing account without the
 * SMS sent to its phone.
 */
async function verifyCreationCode(ctx: AppContext, token: string, otp: string, actor: Actor) {
  const { db, clock, limits } = ctx;
  const perIp = await hit(db, clock, limits.codeFailuresPerIp, actor.ip);
  // The jeton is a secret of the founder's browser: saying it has served reveals nothing, and a
  // founder's double tap must read "already created", not a failure that uses up a try.
  const alreadyDone = async (held: readonly Reservation[]) => {
    await release(db, held);
    return new AppError('CREATION_ALREADY_DONE');
  };
  const row = await repo.findCreation(db, token);
  const now = clock.now();
  if (row?.confirmedAt) throw await alreadyDone([perIp]);
  if (!row || row.expiresAt <= now || row.attempts >= CODE_MAX_ATTEMPTS) throw new AppError('CREATION_NOT_FOUND');
  const counted = await hitAll(db, clock, [[limits.codeFailuresPerPhone, row.telephone]], [perIp]);
  const attempts = await repo.spendAttempt(db, row.id, CODE_MAX_ATTEMPTS, now);
  // Nothing spent: the creation closed since it was read, maybe confirmed by a parallel request.
  if (attempts === null && (await repo.findCreation(db, token))?.confirmedAt) throw await alreadyDone(counted);
  if (attempts !== null && safeEqual(creationCodeHash(token, otp), row.codeHash)) {
    await release(db, counted);
    // A password refused next (rules, or not the existing account's) must not use up the code.
    await repo.refundAttempt(db, row.id);
    return row;
  }
  throw wrongCode(attempts);
}

/**
 * The founder's password: an existing person types their own (one phone, one password, issue 21),
 * counted like a login failure until it proves right; a new person chooses one under the rules.
 * Returns the hash to store, or null to keep the person's.
 */
async function founderPassword(ctx: AppContext, telephone: string, password: string, actor: Actor) {
  const person = await findPersonByPhone(ctx.db, telephone);
  if (person?.passwordHash) {
    const counted = await hitAll(ctx.db, ctx.clock, [
      [ctx.limits.loginFailuresPerIp, actor.ip],
      [ctx.limits.loginFailuresPerPhone, telephone],
    ]);
    if (!(await verifyPassword(person.passwordHash, password)))
      throw new AppError('EXISTING_ACCOUNT_PASSWORD', undefined, { password: 'Mot de passe de votre compte' });
    await release(ctx.db, counted);
    return null;
  }
  const problem = passwordProblem(password);
  if (problem) throw new AppError('VALIDATION', problem, { password: problem });
  return hashPassword(password);
}

/**
 * POST /associations/creation/:jeton. In one transaction: the creation is confirmed once, the
 * invitation code used once, the association, its documents and its Président written, audited;
 * then a session opens exactly as a login does.
 */
export async function confirmCreation(
  ctx: AppContext,
  token: string,
  input: { otp: string; password: string },
  actor: Actor,
  visitorLangue: Langue = 'fr',
) {
  const row = await verifyCreationCode(ctx, token, input.otp, actor);
  const passwordHash = await founderPassword(ctx, row.telephone, input.password, actor);
  // The sample documents in the founder's language (issue 25).
  const langue = await founderLanguage(ctx, row.telephone, visitorLangue);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    if (!(await repo.markConfirmed(tx, row.id, now))) throw new AppError('CREATION_ALREADY_DONE');
    const association = await repo.insertAssociationUnderFreeSlug(tx, slugCandidates(row.associationName, row.ville), {
      nom: row.associationName,
      ville: row.ville,
      quartier: row.quartier,
    });
    if (!association) throw new AppError('NO_FREE_ADDRESS');
    const mode = await readCreationMode(tx);
    if (row.invitationCode) {
      const used = await repo.consumeInvitation(tx, row.invitationCode, association.id, now);
      // The operator may have opened creation to all since: a code used meanwhile no longer matters.
      if (!used && mode === 'invitation') throw new AppError('INVITATION_INVALID');
    } else if (mode === 'invitation') throw new AppError('INVITATION_REQUIRED');
    await repo.setCreatedAssociation(tx, row.id, association.id);

    return withAssociation(association.id, async () => {
      await ensureSampleDocuments(tx, langue);
      // Created in English, the association starts with English for its new members, its founder
      // first; its officers may change it in the settings. Written by no one: not a first step done.
      if (langue !== DEFAULT_LANGUE) await writeSettings(tx, { 'association.langueDefaut': langue }, null, now);
      const role = await findRoleByCode(tx, 'president');
      if (!role) throw new Error('rôle president absent des données de référence');
      const memberId = await insertMember(
        tx,
        {
          nom: row.nom,
          prenom: row.prenom,
          sexe: row.sexe as 'M' | 'F',
          telephone: row.telephone,
          bloc: row.bloc,
          roleId: role.id,
          statut: 'Actif',
          passwordHash,
        },
        FOUNDER_CAISSES,
      );
      await audit(tx, {
        actorId: memberId,
        action: 'association.create',
        entity: 'association',
        entityId: association.id,
        after: {
          slug: association.slug,
          nom: association.nom,
          ville: row.ville,
          quartier: row.quartier,
          president: memberId,
          invitation: row.invitationCode !== null,
        },
        ip: actor.ip,
      });
      const member = await findMemberById(tx, memberId);
      return openSession(ctx, tx, member!, false, actor);
    });
  });
}

/**
 * GET /association/firstSteps: what a new association's officers still have to do.
 * - reglages: an officer has saved the association's settings once (a settings row they wrote);
 * - secretaire: someone holds the Secrétaire's role (registered, confirmed or not);
 * - blocs: at least two members besides the founder are registered, each with their block.
 */
export async function firstSteps(ctx: AppContext): Promise<FirstStepsResponse> {
  const facts = await repo.firstStepFacts(ctx.db);
  return {
    status: 'success',
    etapes: [
      { code: 'reglages', faite: facts.settingsSaved },
      { code: 'secretaire', faite: facts.secretaries > 0 },
      { code: 'blocs', faite: facts.members >= 3 },
    ],
  };
}
