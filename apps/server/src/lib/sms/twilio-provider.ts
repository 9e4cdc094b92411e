import { SmsProviderError, type SmsProvider } from './provider.js';

/** Twilio through its own npm client, loaded only when configured (it is large). */
export function createTwilioProvider(options: { accountSid: string; authToken: string; from: string }): SmsProvider {
  let client: Promise<import('twilio').Twilio> | undefined;
  return {
    name: 'twilio',
    async send(to, message) {
      client ??= import('twilio').then((m) => m.default(options.accountSid, options.authToken));
      try {
        await (await client).messages.create({ to, from: options.from, body: message });
      } catch (error) {
        throw new SmsProviderError(`Twilio : ${(error as Error).message}`);
      }
    },
  };
}
