import type { FastifyBaseLogger } from 'fastify';
import type { RoleCode } from '@quartier/shared';
import type { Config } from './config/env.js';
import type { Database } from './db/client.js';
import type { AfterAnswer } from './lib/after-answer.js';
import type { Clock } from './lib/clock.js';
import type { Limits } from './lib/rate-limit.js';
import type { SmsOutbox } from './lib/sms/index.js';

/** What services need from the outside world, built once in app.ts. */
export interface AppContext {
  config: Config;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  clock: Clock;
  sms: SmsOutbox;
  limits: Limits;
  /** Work started by a request, done once its answer has left. */
  afterAnswer: AfterAnswer;
  log: FastifyBaseLogger;
}

/** The signed-in caller, set from the Bearer token. */
export interface AuthContext {
  /** The session's association: every statement of the request is scoped to it. */
  associationId: number;
  memberId: number;
  role: RoleCode;
  sessionId: number;
}

/** Who is acting and from where, for audit entries and rate limits. */
export interface Actor {
  auth: AuthContext | null;
  ip: string;
  /** Before login: the association the address named (/a/<slug>/...), if any. */
  namedAssociationId?: number | null;
}
