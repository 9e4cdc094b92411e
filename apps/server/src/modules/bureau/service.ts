import { decisionRefusal, MESSAGES, type OfficeChange } from '@quartier/shared';
import type { Actor, AppContext, AuthContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { AppError, refuse } from '../../lib/errors.js';
import { listRoles } from '../members/repository.js';
import { languageOfMember } from '../associations/repository.js';
import { insertNotification } from '../notifications/repository.js';
import { NOTIFICATION_WORDS } from '../notifications/words.js';
import { fieldChanges, type FieldContext } from '../journal/presenter.js';
import { applyOfficeChange } from './office-changes.js';
import * as repo from './repository.js';

type Listed = Awaited<ReturnType<typeof repo.listOfficeChanges>>[number];

function present(row: Listed, words: FieldContext, viewer: AuthContext): OfficeChange {
  const { request } = row;
  return {
    id: request.id,
    membre: row.membre,
    demandeur: { id: row.demandeur.id, nom: row.demandeur.nom, prenom: row.demandeur.prenom, role: row.demandeur.role },
    changements: fieldChanges(request.before, request.change, words),
    statut: request.statut as OfficeChange['statut'],
    motifRefus: request.motifRefus,
    validateur: row.validateur?.id
      ? { id: row.validateur.id, nom: row.validateur.nom, prenom: row.validateur.prenom }
      : null,
    createdAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
    actionable:
      request.statut === 'En cours' &&
      decisionRefusal(viewer, { id: request.requesterId, roleCode: row.demandeur.roleCode }) === null,
  };
}

/** What the changes are worded with: the roles' names and the reader's language (issue 25). */
async function wording(ctx: AppContext, viewer: AuthContext): Promise<FieldContext> {
  const [roles, langue] = await Promise.all([listRoles(ctx.db), languageOfMember(ctx.db, viewer.memberId)]);
  return { roleNames: new Map(roles.map((r) => [r.id, r.nom])), langue };
}

export async function listOfficeChanges(ctx: AppContext, viewer: AuthContext) {
  const words = await wording(ctx, viewer);
  return (await repo.listOfficeChanges(ctx.db)).map((row) => present(row, words, viewer));
}

/** One request as its card shows it, read alone (not picked out of the list's latest 100). */
async function view(ctx: AppContext, viewer: AuthContext, id: number) {
  const [row] = await repo.listOfficeChanges(ctx.db, { only: id });
  if (!row) throw new AppError('OFFICE_REQUEST_NOT_FOUND');
  return present(row, await wording(ctx, viewer), viewer);
}

/**
 * The other officer decides. Nobody decides a request they filed; validation applies the change
 * in the same transaction, so a change that no longer fits (number taken since) is refused whole.
 * `actor.auth` null is the server's administrator (CLI), for a bureau with no officer left.
 */
export async function decideOfficeChange(
  ctx: AppContext,
  id: number,
  input: { statut: 'Valide' | 'Rejetee'; motif?: string },
  actor: Actor,
) {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const [found] = await repo.listOfficeChanges(tx, { only: id });
    if (!found) throw new AppError('OFFICE_REQUEST_NOT_FOUND');
    const { request } = found;
    if (actor.auth) {
      // The four-eyes rule of every request (shared policies): her own, or not the other officer's.
      refuse(decisionRefusal(actor.auth, { id: request.requesterId, roleCode: found.demandeur.roleCode }));
    }
    if (request.statut !== 'En cours') throw new AppError('ALREADY_DECIDED');
    const decision = {
      statut: input.statut,
      motifRefus: input.statut === 'Rejetee' ? input.motif || null : null,
      validatorId: actor.auth?.memberId ?? null,
      decidedAt: now,
    };
    if (!(await repo.decidePendingOfficeChange(tx, id, decision))) throw new AppError('ALREADY_DECIDED');
    const applied =
      input.statut === 'Valide'
        ? await applyOfficeChange(ctx, tx, request.memberId, request.change, id, actor)
        : { phoneChanged: false };
    // In the requester's language (issue 25).
    const words = NOTIFICATION_WORDS[await languageOfMember(tx, request.requesterId)];
    await insertNotification(tx, {
      recipientId: request.requesterId,
      type: 'request',
      titre: words.officeDecidedTitle[input.statut],
      contenu: input.statut === 'Valide' ? words.officeValidatedText : words.officeRejectedText(input.motif ?? null),
      createdBy: actor.auth?.memberId ?? null,
      createdAt: now,
    });
    await audit(tx, {
      actorId: actor.auth?.memberId ?? null,
      action: input.statut === 'Valide' ? 'bureau.validate' : 'bureau.reject',
      entity: 'demande_bureau',
      entityId: id,
      before: { statut: request.statut },
      after: decision,
      memberId: request.memberId,
      ip: actor.ip,
    });
    return applied;
  });
  if (outcome.phoneChanged) ctx.sms.kick();
  return {
    msg: input.statut === 'Valide' ? MESSAGES.officeChangeValidated : MESSAGES.officeChangeRejected,
    demande: actor.auth ? await view(ctx, actor.auth, id) : null,
  };
}
