import {
  CAISSE_NAMES,
  counterpartRole,
  doualaMonthYear,
  reminderSent,
  type newNotificationSchema,
} from '@quartier/shared';
import type { z } from 'zod';
import type { Actor, AppContext, AuthContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { once } from '../../lib/idempotency.js';
import { dueReminderSms, personalReminderSms } from '../../lib/sms/templates.js';
import { languagesOfPhones } from '../associations/repository.js';
import { activeSubscribers } from '../approvals/repository.js';
import { stillToComplete } from '../ledger/service.js';
import { findMemberById } from '../members/repository.js';
import { readSettings } from '../settings/repository.js';
import { COMMON_WORDS } from '../../lib/words.js';
import { presentNotification } from './presenter.js';
import { NOTIFICATION_WORDS } from './words.js';
import * as repo from './repository.js';

type ReminderInput = z.output<typeof newNotificationSchema>;
type SignedIn = Actor & { auth: AuthContext };

/** What waits for this member's decision: the other officer's open requests (zero for everyone else). */
export async function pendingDecisions(ctx: AppContext, auth: AuthContext) {
  const requesterRole = counterpartRole(auth.role);
  const counts = requesterRole
    ? await repo.pendingDecisions(ctx.db, auth.memberId, requesterRole)
    : { modifications: { entree: 0, sortie: 0 }, sorties: { mensuel: 0, fond: 0 }, bureau: 0 };
  const total =
    counts.modifications.entree +
    counts.modifications.sortie +
    counts.sorties.mensuel +
    counts.sorties.fond +
    counts.bureau;
  return { total, ...counts };
}

/**
 * newNotification (Secrétaire, rulings R4): a reminder to everyone (in-app), to one member, or to
 * every member behind on a fund. A personal reminder also goes out by SMS through the outbox, in
 * the same transaction as the notifications and the audit entry; each member behind is told what
 * she still owes.
 */
export async function sendReminder(
  ctx: AppContext,
  input: ReminderInput,
  actor: SignedIn,
  idempotencyKey: string | null = null,
) {
  const now = ctx.clock.now();
  const { year } = doualaMonthYear(now);
  // With an Idempotency-Key, a reminder sent again (a second tap, a retry) reaches nobody twice:
  // each send to the members behind costs one SMS each (issue 20).
  const route = 'POST /cotisation/newNotification';
  const written = await once(ctx.db, actor.auth.memberId, idempotencyKey, route, input, async (tx) => {
    const settings = await readSettings(tx);
    const associationName = settings['association.nom'];
    const base = { type: 'rappel' as const, titre: input.titre, createdBy: actor.auth.memberId, createdAt: now };
    const created: Array<Awaited<ReturnType<typeof repo.insertNotification>>> = [];
    let reached: number[] | null = null;

    if (input.destinataires === 'tous') {
      created.push(await repo.insertNotification(tx, { ...base, recipientId: null, contenu: input.contenu }));
    } else if (input.destinataires === 'membre') {
      const member = await findMemberById(tx, input.membreId!);
      if (!member) throw new AppError('MEMBER_NOT_FOUND');
      const [contact] = await repo.activeContacts(tx, [member.id]);
      if (!contact) throw new AppError('REMINDER_MEMBER_INACTIVE');
      created.push(await repo.insertNotification(tx, { ...base, recipientId: contact.id, contenu: input.contenu }));
      await ctx.sms.enqueue(tx, contact.telephone, personalReminderSms(associationName, input.titre, input.contenu));
      reached = [contact.id];
    } else {
      const caisse = input.cotisation!;
      const subscribers = (await activeSubscribers(tx, caisse)).map((s) => s.id);
      const owed = await stillToComplete(tx, caisse, subscribers, now);
      const contacts = await repo.activeContacts(tx, [...owed.keys()]);
      if (contacts.length === 0)
        throw new AppError('NOBODY_LATE', `Aucun membre n’est en retard sur la caisse « ${CAISSE_NAMES[caisse]} ».`);
      // Each SMS, and the line added under her text, in its recipient's language (issue 25).
      const languages = await languagesOfPhones(
        tx,
        contacts.map((contact) => contact.telephone),
      );
      for (const contact of contacts) {
        const due = owed.get(contact.id)!;
        const langue = languages.get(contact.telephone) ?? 'fr';
        created.push(
          await repo.insertNotification(tx, {
            ...base,
            recipientId: contact.id,
            contenu: `${input.contenu}${NOTIFICATION_WORDS[langue].stillDue(due, COMMON_WORDS[langue].funds[caisse])}`,
          }),
        );
        await ctx.sms.enqueue(tx, contact.telephone, dueReminderSms(langue, associationName, due, caisse, year));
      }
      reached = contacts.map((c) => c.id);
    }

    await audit(tx, {
      actorId: actor.auth.memberId,
      action: 'notification.create',
      entity: 'notification',
      entityId: created[0]!.id,
      after: { ...input, notifications: created.map((n) => n.id), membres: reached },
      ip: actor.ip,
    });
    // Stored as the key's answer: presented (JSON), never a raw row.
    return { notification: presentNotification(created[0]!), reached };
  });
  if (written.reached) ctx.sms.kick();
  const count = written.reached?.length ?? null;
  return {
    msg: reminderSent(count),
    notification: written.notification,
    destinataires: count,
  };
}
