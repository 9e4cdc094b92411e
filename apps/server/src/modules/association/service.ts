import type { AssociationPublic } from '@quartier/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { currentAssociationId, enterAssociation } from '../../db/scope.js';
import { AppError } from '../../lib/errors.js';
import { readSettings } from '../settings/repository.js';
import {
  findAssociationById,
  findAssociationBySlug,
  findDefaultAssociation,
  suspensionMessage,
} from '../associations/repository.js';

/** What anyone may read of the association of the current scope (GET /association). */
export async function publicView(executor: Executor): Promise<AssociationPublic> {
  const values = await readSettings(executor);
  const association = await findAssociationById(executor, currentAssociationId());
  if (!association) throw new AppError('ASSOCIATION_NOT_FOUND');
  return {
    slug: association.slug,
    nom: values['association.nom'],
    presentation: values['association.presentation'],
    contactTelephone: values['association.contactTelephone'],
    whatsapp: values['association.whatsapp'],
    montantMensuel: values['association.montantMensuel'],
    objectifSolidarite: values['association.objectifSolidarite'],
    suspendue: association.statut === 'suspendue',
    messageSuspension: suspensionMessage(association),
    langueDefaut: values['association.langueDefaut'],
  };
}

/**
 * GET /association as an anonymous visitor of a page's address would get it: the association
 * `slug` names, or the service's first one at the root addresses; null when there is none.
 * Enters that association in the request's scope (the server's HTML of the login page, ADR 0030).
 */
export async function publicViewAt(ctx: AppContext, slug: string | null): Promise<AssociationPublic | null> {
  const row = slug ? await findAssociationBySlug(ctx.db, slug) : await findDefaultAssociation(ctx.db);
  if (!row) return null;
  enterAssociation(row.id);
  return publicView(ctx.db);
}
