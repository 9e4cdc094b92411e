import { sql } from 'drizzle-orm';
import {
  customType,
  foreignKey,
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

/**
 * The association a row belongs to (issue 21): it leads every key of an association's table.
 * The database fills it from the transaction's scope (quartier_association_courante(), migration
 * 0010) and Row-Level Security refuses any other value; reads filter on it explicitly too.
 */
const associationId = () =>
  integer('association_id')
    .notNull()
    .default(sql`quartier_association_courante()`);

/** A foreign key to a member of the same association (composite, as a sharded database requires). */
const memberOf = (name: string, t: { associationId: AnyPgColumn }, column: AnyPgColumn) =>
  foreignKey({ name, columns: [t.associationId, column], foreignColumns: [members.associationId, members.id] });

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

/** The root of every association's data (issue 21): its address (slug) and name. */
export const associations = pgTable(
  'associations',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 40 }).notNull().unique(),
    nom: varchar('nom', { length: 80 }).notNull(),
    /** Where it meets (issue 22): given by the founder; null for an association from before. */
    ville: varchar('ville', { length: 60 }),
    quartier: varchar('quartier', { length: 60 }),
    /** 'active', or 'suspendue' by the operator: members read `motifSuspension`, nothing is deleted. */
    statut: varchar('statut', { length: 12 }).notNull().default('active'),
    motifSuspension: varchar('motif_suspension', { length: 200 }),
    /** Set by the operator's delete (after an export): the rows go once this date has passed. */
    deletionDueAt: timestamp('suppression_prevue_le', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('associations_slug_check', sql`${t.slug} ~ '^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])$'`),
    check('associations_statut_check', sql`${t.statut} in ('active', 'suspendue')`),
  ],
);

/**
 * A person across the service: one phone, one password, and the association used last. Each of
 * their memberships is a row of `membres` in its association (role and status live there).
 */
export const persons = pgTable(
  'personnes',
  {
    id: serial('id').primaryKey(),
    telephone: varchar('telephone', { length: 20 }).notNull().unique(),
    passwordHash: text('password_hash'),
    lastAssociationId: integer('derniere_association_id').references(() => associations.id),
    /** Their language (issue 25, migration 0019): screens, SMS; at creation, the association's default. */
    langue: varchar('langue', { length: 2 }).notNull().default('fr'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('personnes_id_telephone_unique').on(t.id, t.telephone),
    check('personnes_langue_check', sql`${t.langue} in ('fr', 'en')`),
  ],
);

export const members = pgTable(
  'membres',
  {
    associationId: associationId(),
    id: serial('id').notNull(),
    personId: integer('personne_id').notNull(),
    nom: varchar('nom', { length: 100 }).notNull(),
    prenom: varchar('prenom', { length: 100 }).notNull(),
    sexe: varchar('sexe', { length: 1 }).notNull(),
    telephone: varchar('telephone', { length: 20 }).notNull(),
    bloc: varchar('bloc', { length: 60 }).notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    statut: varchar('statut', { length: 20 }).notNull().default('En Attente'),
    /** Receipts by SMS for this membership (issue 26, ADR 0021): on unless the member turned them off. */
    receiptSms: boolean('recus_sms').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('membres_sexe_check', sql`${t.sexe} in ('M', 'F')`),
    check('membres_statut_check', sql`${t.statut} in ('Actif', 'Suspendu', 'En Attente', 'Inactif')`),
    primaryKey({ name: 'membres_pkey', columns: [t.associationId, t.id] }),
    uniqueIndex('membres_telephone_unique').on(t.associationId, t.telephone),
    uniqueIndex('membres_personne_unique').on(t.associationId, t.personId),
    index('membres_personne_idx').on(t.personId),
    // A membership's phone is its person's phone.
    foreignKey({
      name: 'membres_personne_fk',
      columns: [t.personId, t.telephone],
      foreignColumns: [persons.id, persons.telephone],
    }),
    foreignKey({ name: 'membres_association_id_fk', columns: [t.associationId], foreignColumns: [associations.id] }),
    index('membres_bloc_idx').on(t.associationId, t.bloc),
    // Migration 0018: the lists' order (name, first name, id), so a first page walks a few members.
    index('membres_nom_idx').on(t.associationId, t.nom, t.prenom, t.id),
  ],
);

export const memberSubscriptions = pgTable(
  'membre_cotisations',
  {
    associationId: associationId(),
    memberId: integer('membre_id').notNull(),
    caisseId: smallint('cotisation_id')
      .notNull()
      .references(() => caisses.id),
    statut: varchar('statut', { length: 20 }).notNull().default('Actif'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'membre_cotisations_association_id_fk',
      columns: [t.associationId],
      foreignColumns: [associations.id],
    }),
    memberOf('membre_cotisations_membre_id_fk', t, t.memberId),
    primaryKey({ name: 'membre_cotisations_pkey', columns: [t.associationId, t.memberId, t.caisseId] }),
    check('membre_cotisations_statut_check', sql`${t.statut} in ('Actif', 'Inactif')`),
    // Migration 0017: a fund's active subscribers, read without the others (the fund tables).
    index('membre_cotisations_actifs_idx')
      .on(t.associationId, t.caisseId, t.memberId)
      .where(sql`statut = 'Actif'`),
  ],
);

/** Session tokens are stored only as SHA-256 hashes (rulings R5). */
export const sessions = pgTable(
  'sessions',
  {
    associationId: associationId(),
    id: serial('id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    memberId: integer('membre_id').notNull(),
    remember: boolean('remember').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'sessions_pkey', columns: [t.associationId, t.id] }),
    foreignKey({ name: 'sessions_association_id_fk', columns: [t.associationId], foreignColumns: [associations.id] }),
    memberOf('sessions_membre_id_fk', t, t.memberId),
    // A token names its association (lib/auth/tokens.ts): looked up within it.
    uniqueIndex('sessions_token_hash_unique').on(t.associationId, t.tokenHash),
    index('sessions_membre_idx').on(t.associationId, t.memberId),
  ],
);

/** SMS codes: hashed, single use, bound to a purpose and a member (rulings R5). */
export const oneTimeCodes = pgTable(
  'codes_sms',
  {
    associationId: associationId(),
    id: serial('id').notNull(),
    memberId: integer('membre_id').notNull(),
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
    primaryKey({ name: 'codes_sms_pkey', columns: [t.associationId, t.id] }),
    foreignKey({ name: 'codes_sms_association_id_fk', columns: [t.associationId], foreignColumns: [associations.id] }),
    memberOf('codes_sms_membre_id_fk', t, t.memberId),
    check('codes_sms_purpose_check', sql`${t.purpose} in ('confirmation', 'reinitialisation')`),
    index('codes_sms_membre_purpose_idx').on(t.associationId, t.memberId, t.purpose),
    uniqueIndex('codes_sms_link_token_idx').on(t.associationId, t.linkTokenHash),
  ],
);

/** Messages wait here until the provider accepts them; nothing is lost on a provider failure (R6). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    associationId: associationId(),
    id: serial('id').notNull(),
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
    primaryKey({ name: 'sms_outbox_pkey', columns: [t.associationId, t.id] }),
    // No key to associations: association 0 holds the service's own messages (a founder's code
    // before the association exists, migration 0012), written and sent in the service scope only.
    check('sms_outbox_association_id_check', sql`${t.associationId} >= 0`),
    check('sms_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    index('sms_outbox_pending_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * Who did what, before and after; never updated, never deleted (migration 0015: the server's role
 * may only read and add; a trigger refuses the rest). The staff's journal reads it (ADR 0020).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    associationId: associationId(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    actorId: integer('actor_id'),
    action: varchar('action', { length: 60 }).notNull(),
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 40 }),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
    /** The member the entry concerns (the journal's member filter, migration 0015). */
    memberId: integer('membre_id'),
    /** The fund the entry concerns (the journal's fund filter). */
    caisseId: smallint('caisse_id').references(() => caisses.id),
  },
  (t) => [
    primaryKey({ name: 'audit_log_pkey', columns: [t.associationId, t.id] }),
    foreignKey({ name: 'audit_log_association_id_fk', columns: [t.associationId], foreignColumns: [associations.id] }),
    memberOf('audit_log_actor_id_fk', t, t.actorId),
    memberOf('audit_log_membre_id_fk', t, t.memberId),
    index('audit_log_entity_idx').on(t.associationId, t.entity, t.entityId),
    index('audit_log_membre_idx').on(t.associationId, t.memberId, t.id),
    index('audit_log_actor_idx').on(t.associationId, t.actorId, t.id),
  ],
);

/** Fixed-window counters in the database so several server processes share them. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    associationId: associationId(),
    bucket: varchar('bucket', { length: 40 }).notNull(),
    key: varchar('key', { length: 128 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ name: 'rate_limits_pkey', columns: [t.associationId, t.bucket, t.key] })],
);

/**
 * One row per association that has written money: the lock its payments and corrections take
 * (migration 0014), so that one association's money writes never wait for another's.
 */
export const fundWriteLocks = pgTable(
  'verrous_caisses',
  {
    associationId: associationId().references(() => associations.id),
    writes: bigint('ecritures', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'verrous_caisses_pkey', columns: [t.associationId] })],
);

/**
 * The last receipt number given per association and year (migration 0016, ADR 0021), taken in
 * the money write's own transaction: no duplicates under parallel writes, no gaps on rollback.
 */
export const receiptCounters = pgTable(
  'compteurs_recus',
  {
    associationId: associationId().references(() => associations.id),
    annee: smallint('annee').notNull(),
    last: integer('dernier').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'compteurs_recus_pkey', columns: [t.associationId, t.annee] })],
);

/** Association settings edited by the officers (name, contact, amounts). */
export const settings = pgTable(
  'parametres',
  {
    associationId: associationId(),
    key: varchar('key', { length: 60 }).notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    foreignKey({ name: 'parametres_association_id_fk', columns: [t.associationId], foreignColumns: [associations.id] }),
    memberOf('parametres_updated_by_fk', t, t.updatedBy),
    primaryKey({ name: 'parametres_pkey', columns: [t.associationId, t.key] }),
  ],
);

/**
 * One payment into a fund (caisse 1 or 3), whole francs CFA (rulings R3). Never updated
 * except through a validated modification request, never deleted (R7, R8).
 */
export const transactions = pgTable(
  'transactions',
  {
    associationId: associationId(),
    id: serial('id').notNull(),
    memberId: integer('membre_id').notNull(),
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
    requestId: integer('demande_id'),
    /** The receipt number (R-26-00042, ADR 0021); null on rows written before receipts existed. */
    receipt: varchar('recu', { length: 20 }),
    createdAt: createdAt(),
    createdBy: integer('created_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'transactions_pkey', columns: [t.associationId, t.id] }),
    uniqueIndex('transactions_recu_unique').on(t.associationId, t.receipt),
    foreignKey({
      name: 'transactions_association_id_fk',
      columns: [t.associationId],
      foreignColumns: [associations.id],
    }),
    memberOf('transactions_membre_id_fk', t, t.memberId),
    foreignKey({
      name: 'transactions_demande_id_fk',
      columns: [t.associationId, t.requestId],
      foreignColumns: [modificationRequests.associationId, modificationRequests.id],
    }),
    memberOf('transactions_created_by_fk', t, t.createdBy),
    check(
      'transactions_montant_check',
      sql`${t.montant} > 0 or (${t.kind} = 'correction' and ${t.requestId} is not null)`,
    ),
    check('transactions_kind_check', sql`${t.kind} in ('versement', 'correction')`),
    check('transactions_mois_check', sql`${t.mois} between 1 and 12`),
    check('transactions_caisse_check', sql`${t.caisseId} in (1, 3)`),
    // Migration 0007 rebuilds it with INCLUDE (montant), which Drizzle cannot express.
    index('transactions_caisse_annee_idx').on(t.associationId, t.caisseId, t.annee, t.memberId),
    index('transactions_membre_idx').on(t.associationId, t.memberId, t.caisseId),
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
    associationId: associationId(),
    caisseId: smallint('cotisation_id')
      .notNull()
      .references(() => caisses.id),
    annee: smallint('annee').notNull(),
    mois: smallint('mois').notNull(),
    /** A sum: bigint (issue 20), read as a number, exact because fund totals stay under MAX_FUND_TOTAL. */
    montant: bigint('montant', { mode: 'number' }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'totaux_mensuels_association_id_fk',
      columns: [t.associationId],
      foreignColumns: [associations.id],
    }),
    primaryKey({ name: 'totaux_mensuels_pkey', columns: [t.associationId, t.caisseId, t.annee, t.mois] }),
  ],
);

/**
 * What each fund shared out per year: the sum of its members' shares of validated withdrawals
 * (sortie_parts), kept by statement triggers in the same transaction as every insert, update or
 * delete of shares (migration 0018, ADR 0025), so a fund table reads a few rows instead of every
 * share since 2021. A restore or a copy writes it as saved, or rebuilds it (db/fund-totals.ts).
 */
export const shareTotals = pgTable(
  'totaux_parts',
  {
    associationId: associationId(),
    caisseId: smallint('cotisation_id')
      .notNull()
      .references(() => caisses.id),
    annee: smallint('annee').notNull(),
    /** A sum: bigint, read as a number (exact under MAX_FUND_TOTAL, as totaux_mensuels). */
    montant: bigint('montant', { mode: 'number' }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'totaux_parts_association_id_fk',
      columns: [t.associationId],
      foreignColumns: [associations.id],
    }),
    primaryKey({ name: 'totaux_parts_pkey', columns: [t.associationId, t.caisseId, t.annee] }),
  ],
);

/**
 * A withdrawal request on a fund (rulings R7): money leaves only once the other officer
 * validated it; nbr_personnes and the per-person share are fixed then.
 */
export const withdrawals = pgTable(
  'sorties',
  {
    associationId: associationId(),
    id: serial('id').notNull(),
    caisseId: smallint('cotisation_id')
      .notNull()
      .references(() => caisses.id),
    type: varchar('type', { length: 40 }).notNull(),
    libelle: varchar('libelle', { length: 300 }).notNull(),
    montant: integer('montant').notNull(),
    transport: integer('transport').notNull().default(0),
    delaiRecouvrement: varchar('delai_recouvrement', { length: 10 }),
    beneficiaryId: integer('beneficiaire_id'),
    statut: varchar('statut', { length: 20 }).notNull().default('En cours'),
    nbrPersonnes: integer('nbr_personnes'),
    part: integer('part'),
    requesterId: integer('demandeur_id').notNull(),
    validatorId: integer('validateur_id'),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    motifRefus: varchar('motif_refus', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'sorties_pkey', columns: [t.associationId, t.id] }),
    foreignKey({ name: 'sorties_association_id_fk', columns: [t.associationId], foreignColumns: [associations.id] }),
    memberOf('sorties_beneficiaire_id_fk', t, t.beneficiaryId),
    memberOf('sorties_demandeur_id_fk', t, t.requesterId),
    memberOf('sorties_validateur_id_fk', t, t.validatorId),
    check('sorties_montant_check', sql`${t.montant} > 0 and ${t.transport} >= 0`),
    check('sorties_statut_check', sql`${t.statut} in ('En cours', 'Valide', 'Rejetee')`),
    check('sorties_caisse_check', sql`${t.caisseId} in (1, 3)`),
    index('sorties_caisse_statut_idx').on(t.associationId, t.caisseId, t.statut, t.validatedAt),
  ],
);

/** Each active subscriber's share of a validated withdrawal: their row's totalSortie (R7). */
export const withdrawalShares = pgTable(
  'sortie_parts',
  {
    associationId: associationId(),
    withdrawalId: integer('sortie_id').notNull(),
    memberId: integer('membre_id').notNull(),
    caisseId: smallint('cotisation_id').notNull(),
    annee: smallint('annee').notNull(),
    montant: integer('montant').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'sortie_parts_association_id_fk',
      columns: [t.associationId],
      foreignColumns: [associations.id],
    }),
    foreignKey({
      name: 'sortie_parts_sortie_id_fk',
      columns: [t.associationId, t.withdrawalId],
      foreignColumns: [withdrawals.associationId, withdrawals.id],
    }),
    memberOf('sortie_parts_membre_id_fk', t, t.memberId),
    primaryKey({ name: 'sortie_parts_pkey', columns: [t.associationId, t.withdrawalId, t.memberId] }),
    // Migration 0007 rebuilds it with INCLUDE (montant), which Drizzle cannot express.
    index('sortie_parts_caisse_annee_idx').on(t.associationId, t.caisseId, t.annee, t.memberId),
    // Migration 0017, with INCLUDE (annee, montant): a page's members' shares without the fund's others.
    index('sortie_parts_membre_idx').on(t.associationId, t.caisseId, t.memberId),
  ],
);

/** Four eyes on a correction (rulings R8): one edit within 30 minutes of validation. */
export const modificationRequests = pgTable(
  'demandes_modification',
  {
    associationId: associationId(),
    id: serial('id').notNull(),
    requesterId: integer('demandeur_id').notNull(),
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
    validatorId: integer('validateur_id'),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'demandes_modification_pkey', columns: [t.associationId, t.id] }),
    foreignKey({
      name: 'demandes_modification_association_id_fk',
      columns: [t.associationId],
      foreignColumns: [associations.id],
    }),
    memberOf('demandes_modification_demandeur_id_fk', t, t.requesterId),
    memberOf('demandes_modification_validateur_id_fk', t, t.validatorId),
    check('demandes_type_check', sql`${t.type} in ('entree', 'sortie')`),
    check('demandes_statut_check', sql`${t.statut} in ('En cours', 'Valide', 'Rejetee', 'Expiree')`),
    index('demandes_cible_idx').on(t.associationId, t.type, t.caisseId, t.targetId, t.annee),
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
    associationId: associationId(),
    id: serial('id').notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    content: bytea('content').notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    isSample: boolean('is_sample').notNull().default(false),
    uploadedBy: integer('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'documents_pkey', columns: [t.associationId, t.id] }),
    foreignKey({ name: 'documents_association_id_fk', columns: [t.associationId], foreignColumns: [associations.id] }),
    memberOf('documents_uploaded_by_fk', t, t.uploadedBy),
    check('documents_kind_check', sql`${t.kind} in ('statuts', 'legalisation', 'reglement', 'assistance')`),
    index('documents_kind_idx').on(t.associationId, t.kind, t.id),
  ],
);

/** In-app notifications: reminders to everyone (destinataire null) or a message to one member. */
export const notifications = pgTable(
  'notifications',
  {
    associationId: associationId(),
    id: serial('id').notNull(),
    recipientId: integer('destinataire_id'),
    type: varchar('type', { length: 10 }).notNull(),
    titre: varchar('titre', { length: 120 }).notNull(),
    contenu: varchar('contenu', { length: 1000 }).notNull(),
    createdAt: createdAt(),
    createdBy: integer('created_by'),
  },
  (t) => [
    primaryKey({ name: 'notifications_pkey', columns: [t.associationId, t.id] }),
    foreignKey({
      name: 'notifications_association_id_fk',
      columns: [t.associationId],
      foreignColumns: [associations.id],
    }),
    memberOf('notifications_destinataire_id_fk', t, t.recipientId),
    memberOf('notifications_created_by_fk', t, t.createdBy),
    check('notifications_type_check', sql`${t.type} in ('rappel', 'request')`),
    index('notifications_destinataire_idx').on(t.associationId, t.recipientId, t.createdAt),
  ],
);

/** A scheduled job's period claimed by the one process that runs it (several servers, one run). */
export const jobRuns = pgTable(
  'job_runs',
  {
    associationId: associationId(),
    job: varchar('job', { length: 40 }).notNull(),
    period: varchar('period', { length: 20 }).notNull(),
    startedAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'job_runs_pkey', columns: [t.associationId, t.job, t.period] })],
);

/** A retried POST with the same Idempotency-Key answers the first result (issue 4). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    associationId: associationId(),
    memberId: integer('membre_id').notNull(),
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
  (t) => [
    foreignKey({
      name: 'idempotency_keys_association_id_fk',
      columns: [t.associationId],
      foreignColumns: [associations.id],
    }),
    memberOf('idempotency_keys_membre_id_fk', t, t.memberId),
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.associationId, t.memberId, t.key] }),
  ],
);

export const schema = {
  associations,
  persons,
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
    associationId: associationId(),
    id: serial('id').notNull(),
    requesterId: integer('demandeur_id').notNull(),
    memberId: integer('membre_id').notNull(),
    /** What will change: { roleId?, telephone?, statut? }. */
    change: jsonb('changement').notNull(),
    /** The same fields as they were when the request was filed. */
    before: jsonb('avant').notNull(),
    statut: varchar('statut', { length: 20 }).notNull().default('En cours'),
    motifRefus: varchar('motif_refus', { length: 500 }),
    validatorId: integer('validateur_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'demandes_bureau_pkey', columns: [t.associationId, t.id] }),
    foreignKey({
      name: 'demandes_bureau_association_id_fk',
      columns: [t.associationId],
      foreignColumns: [associations.id],
    }),
    memberOf('demandes_bureau_demandeur_id_fk', t, t.requesterId),
    memberOf('demandes_bureau_membre_id_fk', t, t.memberId),
    memberOf('demandes_bureau_validateur_id_fk', t, t.validatorId),
    check('demandes_bureau_statut_check', sql`${t.statut} in ('En cours', 'Valide', 'Rejetee')`),
    index('demandes_bureau_statut_idx').on(t.associationId, t.statut, t.memberId),
    // One pending change per member, even when two officers' requests race.
    uniqueIndex('demandes_bureau_une_en_cours_idx')
      .on(t.associationId, t.memberId)
      .where(sql`${t.statut} = 'En cours'`),
  ],
);

/*
 * The service's own tables (issue 22, migration 0011): no association_id, no Row-Level Security,
 * not readable by the role requests run as; only named service-scope code touches them.
 */

/** A founder's request to create an association, waiting for the SMS code sent to their phone. */
export const associationCreations = pgTable(
  'creations_association',
  {
    id: serial('id').primaryKey(),
    /** What the founder's browser keeps between the form and the code (never the code itself). */
    token: varchar('jeton', { length: 64 }).notNull().unique(),
    telephone: varchar('telephone', { length: 20 }).notNull(),
    associationName: varchar('nom_association', { length: 80 }).notNull(),
    ville: varchar('ville', { length: 60 }).notNull(),
    quartier: varchar('quartier', { length: 60 }).notNull(),
    nom: varchar('nom', { length: 100 }).notNull(),
    prenom: varchar('prenom', { length: 100 }).notNull(),
    sexe: varchar('sexe', { length: 1 }).notNull(),
    /** The founder's own block in the new association (migration 0012). */
    bloc: varchar('bloc', { length: 60 }).notNull().default(''),
    codeHash: text('code_hash').notNull(),
    attempts: integer('essais').notNull().default(0),
    expiresAt: timestamp('expire_le', { withTimezone: true }).notNull(),
    invitationCode: varchar('code_invitation', { length: 64 }),
    ip: varchar('ip', { length: 64 }),
    createdAssociationId: integer('association_creee').references(() => associations.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmee_le', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('creations_association_sexe_check', sql`${t.sexe} in ('M', 'F')`),
    index('creations_association_telephone_idx').on(t.telephone, t.createdAt),
  ],
);

/** Invitation codes, when the operator opens creation to invited founders only (sha-256 stored). */
export const invitationCodes = pgTable('codes_invitation', {
  id: serial('id').primaryKey(),
  codeHash: varchar('code_hash', { length: 64 }).notNull().unique(),
  note: varchar('note', { length: 200 }),
  expiresAt: timestamp('expire_le', { withTimezone: true }),
  usedAt: timestamp('utilise_le', { withTimezone: true }),
  createdAssociationId: integer('association_creee').references(() => associations.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Settings of the whole service, changed by the operator only ('creation.mode': 'ouverte' | 'invitation'). */
export const serviceSettings = pgTable('parametres_service', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every operator action; append-only (a trigger refuses update, delete and truncate). */
export const operatorJournal = pgTable(
  'journal_operateur',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    operator: varchar('operateur', { length: 80 }).notNull(),
    action: varchar('action', { length: 60 }).notNull(),
    /** No foreign key: the entry outlives an association that was deleted. */
    targetAssociationId: integer('association_visee'),
    associationSlug: varchar('association_slug', { length: 40 }),
    details: jsonb('details').notNull().default({}),
  },
  (t) => [index('journal_operateur_association_idx').on(t.targetAssociationId, t.at)],
);
