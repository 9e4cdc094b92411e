import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './provider.js';

/** Development default: the message goes to the server log (and stays in the outbox table). */
export function createLogProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'log',
    async send(to, message) {
      log.info({ sms: { to, message } }, 'SMS (fournisseur log, non envoyé)');
    },
  };
}
