import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.js';
import { createHttpProvider } from './http-provider.js';
import { createLogProvider } from './log-provider.js';
import type { SmsProvider } from './provider.js';
import { createTwilioProvider } from './twilio-provider.js';

export function createSmsProvider(config: Config['sms'], log: FastifyBaseLogger): SmsProvider {
  switch (config.provider) {
    case 'log':
      return createLogProvider(log);
    case 'http':
      return createHttpProvider(config);
    case 'twilio':
      return createTwilioProvider(config);
  }
}

export { SmsOutbox } from './outbox.js';
export type { SmsProvider } from './provider.js';
