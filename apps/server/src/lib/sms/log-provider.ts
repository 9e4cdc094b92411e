import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from '@quartier/shared';
import type { SmsProvider } from './provider.js';

/**
 * Development default: the message goes to the server log (and stays in the outbox table).
 * The text keeps its code, since a developer has no other way to read it; the number is masked.
 * NODE_ENV=production refuses this provider (config/env.ts), so no real code lands in a log.
 */
export function createLogProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'log',
    async send(to, message) {
      log.info({ sms: { to: maskPhone(to), message } }, 'SMS (fournisseur log, non envoyé)');
    },
  };
}
