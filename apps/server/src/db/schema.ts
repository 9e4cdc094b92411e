import { sql } from 'drizzle-orm';
import {
  customType,
  type AnyPgColumn,
  bigint,
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

/** Who did what, before and after; never updated, never deleted. */
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

/**
 * One payment into a fund (caisse 1 or 3), whole francs CFA (rulings R3). Never updated
 * except through a validated modification request, never deleted (R7, R8).
 */
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('membre_id')
      .notNull()
      .references(() => members.id),
    caisseId: smallint('cotisation_id')
      .notNull()
      .references(() => caisses.id),
    /**
     * bigint: a payment is at most MAX_AMOUNT, but a correction is the difference between a
     * month's new total and its old one, which may exceed 2^31 (issue 20).
     */
    montant: bigint('montant', { mode: 'number' }).notNull(),
    mois: smallint('mois').notNull(),
    annee: smallint('annee').notNull(),
    /** 'versement' is a payment; 'correction' a signed adjustment made under a validated request. */
    kind: varchar('kind', { length: 12 }).notNull().default('versement'),
    requestId: integer('demande_id').references((): AnyPgColumn => modificationRequests.id),
    createdAt: createdAt(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => members.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'transactions_montant_check',
      sql`${t.montant} > 0 or (${t.kind} = 'correction' and ${t.requestId} is not null)`,
    ),
    check('transactions_kind_check', sql`${t.kind} in ('versement', 'correction')`),
    check('transactions_mois_check', sql`${t.mois} between 1 and 12`),
    check('transactions_caisse_check', sql`${t.caisseId} in (1, 3)`),
    // Migration 0007 rebuilds it with INCLUDE (montant), which Drizzle cannot express.
    index('transactions_caisse_annee_idx').on(t.caisseId, t.annee, t.memberId),
    index('transactions_membre_idx').on(t.memberId, t.caisseId),
  ],
);

/**
 * What each fund received per (year, month): the sum of its transactions, kept by a database
 * trigger in the same transaction as every insert (migration 0007), so balances and statistics
 * read a few dozen rows instead of every contribution since 2021 (issue 9). Transactions are
 * never updated or deleted (migration 0005), so an insert trigger is all it takes.
 */
export const monthlyFundTotals = pgTable(
  'totaux_mensuels',
  {
    caisseId: smallint('cotisation_id')
      .notNull()
      .references(() => caisses.id),
    annee: smallint('annee').notNull(),
    mois: smallint('mois').notNull(),
    /** A sum: bigint (issue 20), read as a number, exact because fund totals stay under MAX_FUND_TOTAL. */
    montant: bigint('montant', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.caisseId, t.annee, t.mois] })],
);

/**
 * A withdrawal request on a fund (rulings R7): money leaves only once the other officer
 * validated it; nbr_personnes and the per-person share are fixed then.
 */
export const withdrawals = pgTable(
  'sorties',
  {
    id: serial('id').primaryKey(),
    caisseId: smallint('cotisation_id')
      .notNull()
      .references(() => caisses.id),
    type: varchar('type', { length: 40 }).notNull(),
    libelle: varchar('libelle', { length: 300 }).notNull(),
    montant: integer('montant').notNull(),
    transport: integer('transport').notNull().default(0),
    delaiRecouvrement: varchar('delai_recouvrement', { length: 10 }),
    beneficiaryId: integer('beneficiaire_id').references(() => members.id),
    statut: varchar('statut', { length: 20 }).notNull().default('En cours'),
    nbrPersonnes: integer('nbr_personnes'),
    part: integer('part'),
    requesterId: integer('demandeur_id')
      .notNull()
      .references(() => members.id),
    validatorId: integer('validateur_id').references(() => members.id),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    motifRefus: varchar('motif_refus', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    check('sorties_montant_check', sql`${t.montant} > 0 and ${t.transport} >= 0`),
    check('sorties_statut_check', sql`${t.statut} in ('En cours', 'Valide', 'Rejetee')`),
    check('sorties_caisse_check', sql`${t.caisseId} in (1, 3)`),
    index('sorties_caisse_statut_idx').on(t.caisseId, t.statut, t.validatedAt),
  ],
);

/** Each active subscriber's share of a validated withdrawal: their row's totalSortie (R7). */
export const withdrawalShares = pgTable(
  'sortie_parts',
  {
    withdrawalId: integer('sortie_id')
      .notNull()
      .references(() => withdrawals.id),
    memberId: integer('membre_id')
      .notNull()
      .references(() => members.id),
    caisseId: smallint('cotisation_id').notNull(),
    annee: smallint('annee').notNull(),
    montant: integer('montant').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.withdrawalId, t.memberId] }),
    // Migration 0007 rebuilds it with INCLUDE (montant), which Drizzle cannot express.
    index('sortie_parts_caisse_annee_idx').on(t.caisseId, t.annee, t.memberId),
  ],
);

/** Four eyes on a correction (rulings R8): one edit within 30 minutes of validation. */
export const modificationRequests = pgTable(
  'demandes_modification',
  {
    id: serial('id').primaryKey(),
    requesterId: integer('demandeur_id')
      .notNull()
      .references(() => members.id),
    libelle: varchar('libelle', { length: 300 }).notNull(),
    type: varchar('type', { length: 10 }).notNull(),
    caisseId: smallint('cotisation_id')
      .notNull()
      .references(() => caisses.id),
    targetId: integer('cible_id').notNull(),
    mois: smallint('mois'),
    annee: smallint('annee'),
    statut: varchar('statut', { length: 20 }).notNull().default('En cours'),
    motifRefus: varchar('motif_refus', { length: 500 }),
    validatorId: integer('validateur_id').references(() => members.id),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('demandes_type_check', sql`${t.type} in ('entree', 'sortie')`),
    check('demandes_statut_check', sql`${t.statut} in ('En cours', 'Valide', 'Rejetee', 'Expiree')`),
    index('demandes_cible_idx').on(t.type, t.caisseId, t.targetId, t.annee),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The association's four documents, every version kept (issue 7): the current one is the
 * latest of its kind. Stored in the database so several server processes serve the same file.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 20 }).notNull(),
    content: bytea('content').notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    isSample: boolean('is_sample').notNull().default(false),
    uploadedBy: integer('uploaded_by').references(() => members.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('documents_kind_check', sql`${t.kind} in ('statuts', 'legalisation', 'reglement', 'assistance')`),
    index('documents_kind_idx').on(t.kind, t.id),
  ],
);

/** In-app notifications: reminders to everyone (destinataire null) or a message to one member. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    recipientId: integer('destinataire_id').references(() => members.id),
    type: varchar('type', { length: 10 }).notNull(),
    titre: varchar('titre', { length: 120 }).notNull(),
    contenu: varchar('contenu', { length: 1000 }).notNull(),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => members.id),
  },
  (t) => [
    check('notifications_type_check', sql`${t.type} in ('rappel', 'request')`),
    index('notifications_destinataire_idx').on(t.recipientId, t.createdAt),
  ],
);

/** A scheduled job's period claimed by the one process that runs it (several servers, one run). */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: varchar('job', { length: 40 }).notNull(),
    period: varchar('period', { length: 20 }).notNull(),
    startedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);

/** A retried POST with the same Idempotency-Key answers the first result (issue 4). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: integer('membre_id')
      .notNull()
      .references(() => members.id),
    key: varchar('key', { length: 100 }).notNull(),
    route: varchar('route', { length: 100 }).notNull(),
    /**
     * SHA-256 of the validated body and route parameters (issue 20): the same key with another
     * body is refused instead of answering the first result. Null on keys stored before 0009.
     */
    bodyHash: varchar('body_hash', { length: 64 }),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.key] })],
);

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
  transactions,
  withdrawals,
  withdrawalShares,
  modificationRequests,
  idempotencyKeys,
  notifications,
  jobRuns,
  documents,
};

/**
 * Four eyes on the bureau itself: giving or taking the Président's or the Secrétaire's role,
 * changing an office holder's phone number or status. One officer files the change, the other
 * validates it, and only then is it applied (see docs/security.md, "Gouvernance").
 */
export const officeChangeRequests = pgTable(
  'demandes_bureau',
  {
    id: serial('id').primaryKey(),
    requesterId: integer('demandeur_id')
      .notNull()
      .references(() => members.id),
    memberId: integer('membre_id')
      .notNull()
      .references(() => members.id),
    /** What will change: { roleId?, telephone?, statut? }. */
    change: jsonb('changement').notNull(),
    /** The same fields as they were when the request was filed. */
    before: jsonb('avant').notNull(),
    statut: varchar('statut', { length: 20 }).notNull().default('En cours'),
    motifRefus: varchar('motif_refus', { length: 500 }),
    validatorId: integer('validateur_id').references(() => members.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('demandes_bureau_statut_check', sql`${t.statut} in ('En cours', 'Valide', 'Rejetee')`),
    index('demandes_bureau_statut_idx').on(t.statut, t.memberId),
    // One pending change per member, even when two officers' requests race.
    uniqueIndex('demandes_bureau_une_en_cours_idx')
      .on(t.memberId)
      .where(sql`${t.statut} = 'En cours'`),
  ],
);
