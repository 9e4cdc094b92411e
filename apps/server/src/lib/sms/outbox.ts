import { asService } from '../../db/scope.js';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, isNull, lte, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { smsOutbox } from '../../db/schema.js';
import type { Clock } from '../clock.js';
import { maskPhone } from '@quartier/shared';
import { maskSecrets } from '../log-scan.js';
import { SmsNeverSent, type SmsProvider } from './provider.js';

const BATCH = 20;
/** The outbox's association of the service's own messages (migration 0012). */
export const SERVICE_MESSAGES = 0;

/** Once a message has left (or given up), its code and link token are no longer kept in clear. */
export function redactCodes(message: string): string {
  return message.replace(/\b\d{6}\b/g, '******').replace(/(confirmRegistration\/)[A-Za-z0-9_.%-]+/g, '$1…');
}
const CLAIM_MS = 60_000;
export const SMS_MAX_ATTEMPTS = 10;
/** Waits between tries: 30 s, 1 min, 2 min... capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Messages are written in the same transaction as the code they carry, then sent by this
 * dispatcher; a provider failure is retried with backoff, never lost (rulings R6).
 * Rows are claimed with SKIP LOCKED so several server processes never send one twice.
 */
export class SmsOutbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly db: Database,
    private readonly provider: SmsProvider,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  get providerName(): string {
    return this.provider.name;
  }

  async enqueue(executor: Executor, to: string, message: string): Promise<void> {
    await executor.insert(smsOutbox).values({ recipient: to, message, nextAttemptAt: this.clock.now() });
  }

  /**
   * A message of the service itself, before any association exists for it (a founder's creation
   * code): association 0 of the outbox (migration 0012), written in the service scope, which no
   * association's policy shows. Sent by the same dispatcher, with the same retries.
   */
  async enqueueForService(executor: Executor, to: string, message: string): Promise<void> {
    await asService(
      async () =>
        await executor.insert(smsOutbox).values({
          associationId: SERVICE_MESSAGES,
          recipient: to,
          message,
          nextAttemptAt: this.clock.now(),
        }),
    );
  }

  /** Asks for a dispatch soon (after the enqueuing transaction committed). */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.dispatchDue()
      .then(() => undefined)
      .catch((error) => this.log.error({ err: error }, 'Envoi des SMS en attente impossible'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Waits until nothing is being sent (tests and shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  start(intervalMs = 5_000): void {
    this.timer ??= setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.idle();
  }

  /** Sends across associations, so in the service scope, whichever request kicked it. */
  dispatchDue(): Promise<number> {
    return asService(() => this.dispatchAll());
  }

  private async dispatchAll(): Promise<number> {
    const now = this.clock.now();
    const due = this.db
      .select({ id: smsOutbox.id })
      .from(smsOutbox)
      .where(
        and(
          eq(smsOutbox.status, 'pending'),
          lte(smsOutbox.nextAttemptAt, now),
          or(isNull(smsOutbox.lockedUntil), lt(smsOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(smsOutbox.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(smsOutbox)
      .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where(inArray(smsOutbox.id, due))
      .returning();
    for (const row of claimed) {
      const attempts = row.attempts + 1;
      try {
        await this.provider.send(row.recipient, row.message);
        await this.db
          .update(smsOutbox)
          .set({
            status: 'sent',
            attempts,
            sentAt: this.clock.now(),
            lockedUntil: null,
            provider: this.provider.name,
            lastError: null,
            message: redactCodes(row.message),
          })
          .where(eq(smsOutbox.id, row.id));
      } catch (error) {
        const never = error instanceof SmsNeverSent;
        const failed = never || attempts >= SMS_MAX_ATTEMPTS;
        const message = (error as Error).message.slice(0, 500);
        await this.db
          .update(smsOutbox)
          .set({
            status: failed ? 'failed' : 'pending',
            ...(failed ? { message: redactCodes(row.message) } : {}),
            attempts,
            lockedUntil: null,
            lastError: message,
            provider: this.provider.name,
            nextAttemptAt: new Date(this.clock.now().getTime() + retryDelayMs(attempts)),
          })
          .where(eq(smsOutbox.id, row.id));
        const details = { smsId: row.id, to: maskPhone(row.recipient), attempts, error: maskSecrets(message) };
        if (never) this.log.info(details, 'SMS non envoyé');
        else if (failed) this.log.error(details, 'SMS abandonné après trop d’échecs');
        else this.log.warn(details, 'Échec d’envoi du SMS, nouvel essai prévu');
      }
    }
    return claimed.length;
  }

  /** Every association's waiting messages (the health check). */
  async backlog(): Promise<number> {
    const [row] = await asService(
      async () =>
        await this.db
          .select({ count: sql<number>`count(*)::int` })
          .from(smsOutbox)
          .where(eq(smsOutbox.status, 'pending')),
    );
    return row?.count ?? 0;
  }
}
