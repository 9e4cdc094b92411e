import type { FastifyBaseLogger } from 'fastify';
import { isLoopbackHost, type Config } from '../../config/env.js';
import { isDemoPhone } from '../../db/seed/demo-phones.js';
import { createHttpProvider } from './http-provider.js';
import { createLogProvider } from './log-provider.js';
import { SmsNeverSent, type SmsProvider } from './provider.js';
import { createTwilioProvider } from './twilio-provider.js';

/** Whether the provider may reach real phones: Twilio, or an HTTP gateway on another machine. */
export function reachesRealPhones(config: Config['sms']): boolean {
  if (config.provider === 'log') return false;
  if (config.provider === 'twilio') return true;
  return !isLoopbackHost(new URL(config.url).hostname);
}

/**
 * The demo's members look like real numbers: with demo data on a gateway that reaches real
 * phones (a public demo server), their reminders and codes would land on strangers' phones.
 */
export function withoutDemoPhones(provider: SmsProvider): SmsProvider {
  return {
    name: provider.name,
    async send(to, message) {
      if (isDemoPhone(to)) throw new SmsNeverSent('numéro de démonstration : jamais envoyé à une vraie passerelle');
      await provider.send(to, message);
    },
  };
}

/**
 * With demo data, the demo's numbers get no SMS in production (a public demo server) nor through
 * a gateway off this machine; a developer's local gateway (the tests' capture) still gets them.
 */
export function createSmsProvider(config: Config, log: FastifyBaseLogger): SmsProvider {
  const sms = config.sms;
  const provider =
    sms.provider === 'log'
      ? createLogProvider(log)
      : sms.provider === 'http'
        ? createHttpProvider(sms)
        : createTwilioProvider(sms);
  const guarded = config.demoData && (config.env === 'production' || reachesRealPhones(sms));
  return guarded ? withoutDemoPhones(provider) : provider;
}

export { SmsOutbox } from './outbox.js';
export type { SmsProvider } from './provider.js';
