import { and, eq, sql } from 'drizzle-orm';
import { doualaMonthYear, monthlyToComplete } from '@quartier/shared';
import type { AppContext } from '../../context.js';
import { jobRuns, memberSubscriptions, members, transactions } from '../../db/schema.js';
import { exactSum } from '../../db/sums.js';
import { audit } from '../../lib/audit.js';
import { every } from '../../lib/every.js';
import { dueReminderSms } from '../../lib/sms/templates.js';
import { languagesOfPhones } from '../associations/repository.js';
import { readSettings } from '../settings/repository.js';
import { insertNotification } from './repository.js';
import { NOTIFICATION_WORDS } from './words.js';
import { asService, inThisAssociation, withAssociation } from '../../db/scope.js';
import { listAssociationIds } from '../associations/repository.js';

export const REMINDER_JOB = 'rappel-mensuel';
/** Reminders go out from the 5th of the month (Douala time), once a month. */
export const REMINDER_DAY = 5;

function doualaDay(now: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Douala', day: 'numeric' }).format(now));
}

/**
 * The monthly reminder to members behind on their monthly dues: in-app, and by SMS when a real
 * provider is set. The month is claimed in job_runs first, so with several server processes
 * exactly one sends it. Returns how many members were reminded, or null when not run.
 */
export async function runMonthlyReminder(ctx: AppContext): Promise<number | null> {
  const now = ctx.clock.now();
  if (doualaDay(now) < REMINDER_DAY) return null;
  // Each association's month is claimed on its own: one association's failure does not stop the others.
  let total: number | null = null;
  for (const associationId of await asService(() => listAssociationIds(ctx.db))) {
    try {
      const reminded = await withAssociation(associationId, () => remindAssociation(ctx, now));
      if (reminded !== null) total = (total ?? 0) + reminded;
    } catch (error) {
      ctx.log.error({ err: error, associationId }, 'Rappel mensuel impossible pour une association');
    }
  }
  if (total) ctx.sms.kick();
  return total;
}

/** One association's reminder for the month of `now`, or null when already sent. */
async function remindAssociation(ctx: AppContext, now: Date): Promise<number | null> {
  const { month, year } = doualaMonthYear(now);
  const period = `${year}-${String(month).padStart(2, '0')}`;
  const sendSms = ctx.config.sms.provider !== 'log';
  return ctx.db.transaction(async (tx) => {
    const claimed = await tx.insert(jobRuns).values({ job: REMINDER_JOB, period }).onConflictDoNothing().returning();
    if (claimed.length === 0) return null;
    const behind = await tx
      .select({
        id: members.id,
        prenom: members.prenom,
        telephone: members.telephone,
        paid: sql<number>`coalesce((select sum(t.montant) from ${transactions} t where t.association_id = ${members.associationId} and t.membre_id = ${members.id} and t.cotisation_id = 3 and t.annee = ${year}), 0)::bigint`.mapWith(
          exactSum,
        ),
      })
      .from(members)
      // Joined within the member's association too: a sharded database joins on association_id.
      .innerJoin(
        memberSubscriptions,
        and(
          eq(memberSubscriptions.associationId, members.associationId),
          eq(memberSubscriptions.memberId, members.id),
          eq(memberSubscriptions.caisseId, 3),
        ),
      )
      .where(and(inThisAssociation(members), eq(members.statut, 'Actif'), eq(memberSubscriptions.statut, 'Actif')));
    const { 'association.nom': associationName, 'association.montantMensuel': perMonth } = await readSettings(tx);
    // Each SMS and notification in its recipient's language (issue 25).
    const languages = await languagesOfPhones(
      tx,
      behind.map((member) => member.telephone),
    );
    let count = 0;
    for (const member of behind) {
      const due = monthlyToComplete(month, member.paid, perMonth);
      if (due === null) continue;
      count += 1;
      const langue = languages.get(member.telephone) ?? 'fr';
      const words = NOTIFICATION_WORDS[langue];
      await insertNotification(tx, {
        recipientId: member.id,
        type: 'rappel',
        titre: words.monthlyReminderTitle,
        contenu: words.monthlyReminderText(member.prenom, due, year, perMonth),
        createdBy: null,
        createdAt: now,
      });
      if (sendSms) await ctx.sms.enqueue(tx, member.telephone, dueReminderSms(langue, associationName, due, 3, year));
    }
    await audit(tx, {
      actorId: null,
      action: 'job.rappel_mensuel',
      entity: 'job',
      entityId: period,
      after: { reminded: count },
    });
    return count;
  });
}

/** Checks every hour; the claim in job_runs makes extra checks harmless. */
export function scheduleReminders(ctx: AppContext, intervalMs = 3_600_000): () => void {
  return every(
    intervalMs,
    () => void runMonthlyReminder(ctx).catch((error) => ctx.log.error({ err: error }, 'Rappel mensuel impossible')),
  );
}
