import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  nom: varchar('nom', { length: 60 }).notNull(),
});

/** The three caisses; ids are part of the API (1 solidarité, 2 inscriptions, 3 mensuelle). */
export const caisses = pgTable('caisses', {
  id: smallint('id').primaryKey(),
  nom: varchar('nom', { length: 60 }).notNull(),
});

export const members = pgTable(
  'membres',
  {
    id: serial('id').primaryKey(),
    nom: varchar('nom', { length: 100 }).notNull(),
    prenom: varchar('prenom', { length: 100 }).notNull(),
    sexe: varchar('sexe', { length: 1 }).notNull(),
    telephone: varchar('telephone', { length: 20 }).notNull().unique(),
    bloc: varchar('bloc', { length: 60 }).notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    statut: varchar('statut', { length: 20 }).notNull().default('En Attente'),
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('membres_sexe_check', sql`${t.sexe} in ('M', 'F')`),
    check('membres_statut_check', sql`${t.statut} in ('Actif', 'Suspendu', 'En Attente', 'Inactif')`),
    index('membres_bloc_idx').on(t.bloc),
  ],
);

export const memberSubscriptions = pgTable(
  'membre_cotisations',
  {
    memberId: integer('membre_id')
      .notNull()
      .references(() => members.id),
    caisseId: smallint('cotisation_id')
      .notNull()
      .references(() => caisses.id),
    statut: varchar('statut', { length: 20 }).notNull().default('Actif'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.caisseId] }),
    check('membre_cotisations_statut_check', sql`${t.statut} in ('Actif', 'Inactif')`),
  ],
);

/** Session tokens are stored only as SHA-256 hashes (rulings R5). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    memberId: integer('membre_id')
      .notNull()
      .references(() => members.id),
    remember: boolean('remember').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_membre_idx').on(t.memberId)],
);

/** SMS codes: hashed, single use, bound to a purpose and a member (rulings R5). */
export const oneTimeCodes = pgTable(
  'codes_sms',
  {
    id: serial('id').primaryKey(),
    memberId: integer('membre_id')
      .notNull()
      .references(() => members.id),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    linkTokenHash: varchar('link_token_hash', { length: 64 }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    check('codes_sms_purpose_check', sql`${t.purpose} in ('confirmation', 'reinitialisation')`),
    index('codes_sms_membre_purpose_idx').on(t.memberId, t.purpose),
    uniqueIndex('codes_sms_link_token_idx').on(t.linkTokenHash),
  ],
);

/** Messages wait here until the provider accepts them; nothing is lost on a provider failure (R6). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: varchar('recipient', { length: 20 }).notNull(),
    message: text('message').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    provider: varchar('provider', { length: 20 }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('sms_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    index('sms_outbox_pending_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** Who did what, before and after; never updated, never deleted (DEVELOPERS.md). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => members.id),
    action: varchar('action', { length: 60 }).notNull(),
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 40 }),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

/** Fixed-window counters in the database so several server processes share them. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: varchar('bucket', { length: 40 }).notNull(),
    key: varchar('key', { length: 128 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] })],
);

/** Association settings edited by the officers (name, contact, amounts). */
export const settings = pgTable('parametres', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => members.id),
});

export const schema = {
  roles,
  caisses,
  members,
  memberSubscriptions,
  sessions,
  oneTimeCodes,
  smsOutbox,
  auditLog,
  rateLimits,
  settings,
};
