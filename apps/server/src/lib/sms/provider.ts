/** One interface for every way of sending an SMS (rulings R6). */
export interface SmsProvider {
  readonly name: 'log' | 'http' | 'twilio';
  /** Resolves when the provider accepted the message; throws otherwise. */
  send(to: string, message: string): Promise<void>;
}

export class SmsProviderError extends Error {}

/** A message this service will never send (no retry): the outbox marks it failed at once. */
export class SmsNeverSent extends SmsProviderError {}
