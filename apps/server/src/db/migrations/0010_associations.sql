-- Issue 21: several associations on one service. Every association's row carries association_id,
-- which leads every primary key, unique constraint and foreign key between such tables: the rule
-- of a PostgreSQL sharded by association_id (Citus), kept now so the schema moves there unchanged
-- (ADR 0015). Row-Level Security, forced, scopes every association table to the transaction's
-- app.association_id. An existing single-association database becomes association number 1:
-- every row, total, document and session kept.
CREATE TABLE "associations" (
  "id" serial PRIMARY KEY,
  "slug" varchar(40) NOT NULL,
  "nom" varchar(80) NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "associations_slug_unique" UNIQUE ("slug"),
  CONSTRAINT "associations_slug_check" CHECK ("slug" ~ '^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])$')
)
--> statement-breakpoint
-- One person: one phone, one password, members of several associations (memberships are membres rows).
CREATE TABLE "personnes" (
  "id" serial PRIMARY KEY,
  "telephone" varchar(20) NOT NULL,
  "password_hash" text,
  "derniere_association_id" integer REFERENCES "associations"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "personnes_telephone_unique" UNIQUE ("telephone"),
  CONSTRAINT "personnes_id_telephone_unique" UNIQUE ("id", "telephone")
)
--> statement-breakpoint
-- The scope of the current transaction: null (nothing visible) when none was set.
CREATE OR REPLACE FUNCTION quartier_association_courante() RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('app.association_id', true), '')::integer
$$
--> statement-breakpoint
-- Association 1 is the installation as it was, named from its settings (ASCII slug of the name;
-- 'association' when that slug is empty or one character, which the slug check refuses).
INSERT INTO "associations" ("id", "slug", "nom")
SELECT 1,
  coalesce(substring(trim(both '-' from left(regexp_replace(lower(translate(nom,
    'àâäáãåçéèêëíìîïñóòôöõúùûüýÿÀÂÄÁÃÅÇÉÈÊËÍÌÎÏÑÓÒÔÖÕÚÙÛÜÝ',
    'aaaaaaceeeeiiiinooooouuuuyyAAAAAACEEEEIIIINOOOOOUUUUY')), '[^a-z0-9]+', '-', 'g'), 40)) from '^[a-z0-9][a-z0-9-]*[a-z0-9]$'), 'association'),
  left(nom, 80)
FROM (SELECT coalesce((SELECT "value" #>> '{}' FROM "parametres" WHERE "key" = 'association.nom'), 'Association') AS nom) AS named
WHERE EXISTS (SELECT 1 FROM "membres") OR EXISTS (SELECT 1 FROM "documents") OR EXISTS (SELECT 1 FROM "parametres")
   OR EXISTS (SELECT 1 FROM "sms_outbox") OR EXISTS (SELECT 1 FROM "audit_log") OR EXISTS (SELECT 1 FROM "notifications")
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('associations', 'id'), greatest(1, (SELECT coalesce(max("id"), 0) FROM "associations")), (SELECT count(*) > 0 FROM "associations"))
--> statement-breakpoint
-- The name now lives with the association; the settings keep the rest.
DELETE FROM "parametres" WHERE "key" = 'association.nom'
--> statement-breakpoint
ALTER TABLE "membres" ADD COLUMN "association_id" integer DEFAULT 1 NOT NULL
--> statement-breakpoint
ALTER TABLE "membres" ALTER COLUMN "association_id" SET DEFAULT quartier_association_courante()
--> statement-breakpoint
ALTER TABLE "membre_cotisations" ADD COLUMN "association_id" integer DEFAULT 1 NOT NULL
--> statement-breakpoint
ALTER TABLE "membre_cotisations" ALTER COLUMN "association_id" SET DEFAULT quartier_association_courante()
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "association_id" integer DEFAULT 1 NOT NULL
--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "association_id" SET DEFAULT quartier_association_courante()
--> statement-breakpoint
ALTER TABLE "codes_sms" ADD COLUMN "association_id" integer DEFAULT 1 NOT NULL
--> statement-breakpoint
ALTER TABLE "codes_sms" ALTER COLUMN "association_id" SET DEFAULT quartier_association_courante()
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "association_id" integer DEFAULT 1 NOT NULL
--> statement-breakpoint
ALTER TABLE "sms_outbox" ALTER COLUMN "association_id" SET DEFAULT quartier_association_courante()
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "association_id" integer DEFAULT 1 NOT NULL
--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "association_id" SET DEFAULT quartier_association_courante()
--> statement-breakpoint
ALTER TABLE "parametres" ADD COLUMN "association_id" integer DEFAULT 1 NOT NULL
--> statement-breakpoint
ALTER TABLE "parametres" ALTER COLUMN "association_id" SET DEFAULT quartier_association_courante()
--> statement-breakpoint
ALTER TABLE "demandes_modification" ADD COLUMN "association_id" integer DEFAULT 1 NOT NULL
--> statement-breakpoint
ALTER TABLE "demandes_modification" ALTER COLUMN "association_id" SET DEFAULT quartier_association_courante()
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "association_id" integer DEFAULT 1 NOT NULL
--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "association_id" SET DEFAULT quartier_association_courante()
--> statement-breakpoint
ALTER TABLE "totaux_mensuels" ADD COLUMN "association_id" integer DEFAULT 1 NOT NULL
--> statement-breakpoint
ALTER TABLE "totaux_mensuels" ALTER COLUMN "association_id" SET DEFAULT quartier_association_courante()
--> statement-breakpoint
ALTER TABLE "sorties" ADD COLUMN "association_id" integer DEFAULT 1 NOT NULL
--> statement-breakpoint
ALTER TABLE "sorties" ALTER COLUMN "association_id" SET DEFAULT quartier_association_courante()
--> statement-breakpoint
ALTER TABLE "sortie_parts" ADD COLUMN "association_id" integer DEFAULT 1 NOT NULL
--> statement-breakpoint
ALTER TABLE "sortie_parts" ALTER COLUMN "association_id" SET DEFAULT quartier_association_courante()
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "association_id" integer DEFAULT 1 NOT NULL
--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "association_id" SET DEFAULT quartier_association_courante()
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "association_id" integer DEFAULT 1 NOT NULL
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "association_id" SET DEFAULT quartier_association_courante()
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "association_id" integer DEFAULT 1 NOT NULL
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "association_id" SET DEFAULT quartier_association_courante()
--> statement-breakpoint
ALTER TABLE "demandes_bureau" ADD COLUMN "association_id" integer DEFAULT 1 NOT NULL
--> statement-breakpoint
ALTER TABLE "demandes_bureau" ALTER COLUMN "association_id" SET DEFAULT quartier_association_courante()
--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "association_id" integer DEFAULT 1 NOT NULL
--> statement-breakpoint
ALTER TABLE "job_runs" ALTER COLUMN "association_id" SET DEFAULT quartier_association_courante()
--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "association_id" integer DEFAULT 1 NOT NULL
--> statement-breakpoint
ALTER TABLE "rate_limits" ALTER COLUMN "association_id" SET DEFAULT quartier_association_courante()
--> statement-breakpoint
-- Every member becomes a person (one per phone: the phone was unique) and a membership of association 1.
INSERT INTO "personnes" ("telephone", "password_hash", "derniere_association_id", "created_at")
SELECT "telephone", "password_hash", 1, "created_at" FROM "membres" ORDER BY "id"
--> statement-breakpoint
ALTER TABLE "membres" ADD COLUMN "personne_id" integer
--> statement-breakpoint
UPDATE "membres" m SET "personne_id" = p."id" FROM "personnes" p WHERE p."telephone" = m."telephone"
--> statement-breakpoint
ALTER TABLE "membres" ALTER COLUMN "personne_id" SET NOT NULL
--> statement-breakpoint
ALTER TABLE "membres" DROP COLUMN "password_hash"
--> statement-breakpoint
ALTER TABLE "membre_cotisations" DROP CONSTRAINT "membre_cotisations_membre_id_membres_id_fk"
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_membre_id_membres_id_fk"
--> statement-breakpoint
ALTER TABLE "codes_sms" DROP CONSTRAINT "codes_sms_membre_id_membres_id_fk"
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_id_membres_id_fk"
--> statement-breakpoint
ALTER TABLE "parametres" DROP CONSTRAINT "parametres_updated_by_membres_id_fk"
--> statement-breakpoint
ALTER TABLE "demandes_modification" DROP CONSTRAINT "demandes_modification_demandeur_id_membres_id_fk"
--> statement-breakpoint
ALTER TABLE "demandes_modification" DROP CONSTRAINT "demandes_modification_validateur_id_membres_id_fk"
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_created_by_membres_id_fk"
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_demande_id_demandes_modification_id_fk"
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_membre_id_membres_id_fk"
--> statement-breakpoint
ALTER TABLE "sortie_parts" DROP CONSTRAINT "sortie_parts_membre_id_membres_id_fk"
--> statement-breakpoint
ALTER TABLE "sortie_parts" DROP CONSTRAINT "sortie_parts_sortie_id_sorties_id_fk"
--> statement-breakpoint
ALTER TABLE "sorties" DROP CONSTRAINT "sorties_beneficiaire_id_membres_id_fk"
--> statement-breakpoint
ALTER TABLE "sorties" DROP CONSTRAINT "sorties_demandeur_id_membres_id_fk"
--> statement-breakpoint
ALTER TABLE "sorties" DROP CONSTRAINT "sorties_validateur_id_membres_id_fk"
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_created_by_membres_id_fk"
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_destinataire_id_membres_id_fk"
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_uploaded_by_membres_id_fk"
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_membre_id_membres_id_fk"
--> statement-breakpoint
ALTER TABLE "demandes_bureau" DROP CONSTRAINT "demandes_bureau_demandeur_id_membres_id_fk"
--> statement-breakpoint
ALTER TABLE "demandes_bureau" DROP CONSTRAINT "demandes_bureau_membre_id_membres_id_fk"
--> statement-breakpoint
ALTER TABLE "demandes_bureau" DROP CONSTRAINT "demandes_bureau_validateur_id_membres_id_fk"
--> statement-breakpoint
ALTER TABLE "membres" DROP CONSTRAINT "membres_telephone_unique"
--> statement-breakpoint
DROP INDEX "codes_sms_link_token_idx"
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_token_hash_unique"
--> statement-breakpoint
DROP INDEX "demandes_bureau_une_en_cours_idx"
--> statement-breakpoint
ALTER TABLE "membres" DROP CONSTRAINT "membres_pkey"
--> statement-breakpoint
ALTER TABLE "membres" ADD CONSTRAINT "membres_pkey" PRIMARY KEY ("association_id", "id")
--> statement-breakpoint
ALTER TABLE "membre_cotisations" DROP CONSTRAINT "membre_cotisations_membre_id_cotisation_id_pk"
--> statement-breakpoint
ALTER TABLE "membre_cotisations" ADD CONSTRAINT "membre_cotisations_pkey" PRIMARY KEY ("association_id", "membre_id", "cotisation_id")
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_pkey"
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_pkey" PRIMARY KEY ("association_id", "id")
--> statement-breakpoint
ALTER TABLE "codes_sms" DROP CONSTRAINT "codes_sms_pkey"
--> statement-breakpoint
ALTER TABLE "codes_sms" ADD CONSTRAINT "codes_sms_pkey" PRIMARY KEY ("association_id", "id")
--> statement-breakpoint
ALTER TABLE "sms_outbox" DROP CONSTRAINT "sms_outbox_pkey"
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_pkey" PRIMARY KEY ("association_id", "id")
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_pkey"
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_pkey" PRIMARY KEY ("association_id", "id")
--> statement-breakpoint
ALTER TABLE "parametres" DROP CONSTRAINT "parametres_pkey"
--> statement-breakpoint
ALTER TABLE "parametres" ADD CONSTRAINT "parametres_pkey" PRIMARY KEY ("association_id", "key")
--> statement-breakpoint
ALTER TABLE "demandes_modification" DROP CONSTRAINT "demandes_modification_pkey"
--> statement-breakpoint
ALTER TABLE "demandes_modification" ADD CONSTRAINT "demandes_modification_pkey" PRIMARY KEY ("association_id", "id")
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_pkey"
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_pkey" PRIMARY KEY ("association_id", "id")
--> statement-breakpoint
ALTER TABLE "totaux_mensuels" DROP CONSTRAINT "totaux_mensuels_cotisation_id_annee_mois_pk"
--> statement-breakpoint
ALTER TABLE "totaux_mensuels" ADD CONSTRAINT "totaux_mensuels_pkey" PRIMARY KEY ("association_id", "cotisation_id", "annee", "mois")
--> statement-breakpoint
ALTER TABLE "sorties" DROP CONSTRAINT "sorties_pkey"
--> statement-breakpoint
ALTER TABLE "sorties" ADD CONSTRAINT "sorties_pkey" PRIMARY KEY ("association_id", "id")
--> statement-breakpoint
ALTER TABLE "sortie_parts" DROP CONSTRAINT "sortie_parts_sortie_id_membre_id_pk"
--> statement-breakpoint
ALTER TABLE "sortie_parts" ADD CONSTRAINT "sortie_parts_pkey" PRIMARY KEY ("association_id", "sortie_id", "membre_id")
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_pkey"
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_pkey" PRIMARY KEY ("association_id", "id")
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_pkey"
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_pkey" PRIMARY KEY ("association_id", "id")
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_membre_id_key_pk"
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("association_id", "membre_id", "key")
--> statement-breakpoint
ALTER TABLE "demandes_bureau" DROP CONSTRAINT "demandes_bureau_pkey"
--> statement-breakpoint
ALTER TABLE "demandes_bureau" ADD CONSTRAINT "demandes_bureau_pkey" PRIMARY KEY ("association_id", "id")
--> statement-breakpoint
ALTER TABLE "job_runs" DROP CONSTRAINT "job_runs_job_period_pk"
--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_pkey" PRIMARY KEY ("association_id", "job", "period")
--> statement-breakpoint
ALTER TABLE "rate_limits" DROP CONSTRAINT "rate_limits_bucket_key_pk"
--> statement-breakpoint
ALTER TABLE "rate_limits" ADD CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("association_id", "bucket", "key")
--> statement-breakpoint
ALTER TABLE "membres" ADD CONSTRAINT "membres_association_id_fk" FOREIGN KEY ("association_id") REFERENCES "associations"("id")
--> statement-breakpoint
ALTER TABLE "membre_cotisations" ADD CONSTRAINT "membre_cotisations_association_id_fk" FOREIGN KEY ("association_id") REFERENCES "associations"("id")
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_association_id_fk" FOREIGN KEY ("association_id") REFERENCES "associations"("id")
--> statement-breakpoint
ALTER TABLE "codes_sms" ADD CONSTRAINT "codes_sms_association_id_fk" FOREIGN KEY ("association_id") REFERENCES "associations"("id")
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_association_id_fk" FOREIGN KEY ("association_id") REFERENCES "associations"("id")
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_association_id_fk" FOREIGN KEY ("association_id") REFERENCES "associations"("id")
--> statement-breakpoint
ALTER TABLE "parametres" ADD CONSTRAINT "parametres_association_id_fk" FOREIGN KEY ("association_id") REFERENCES "associations"("id")
--> statement-breakpoint
ALTER TABLE "demandes_modification" ADD CONSTRAINT "demandes_modification_association_id_fk" FOREIGN KEY ("association_id") REFERENCES "associations"("id")
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_association_id_fk" FOREIGN KEY ("association_id") REFERENCES "associations"("id")
--> statement-breakpoint
ALTER TABLE "totaux_mensuels" ADD CONSTRAINT "totaux_mensuels_association_id_fk" FOREIGN KEY ("association_id") REFERENCES "associations"("id")
--> statement-breakpoint
ALTER TABLE "sorties" ADD CONSTRAINT "sorties_association_id_fk" FOREIGN KEY ("association_id") REFERENCES "associations"("id")
--> statement-breakpoint
ALTER TABLE "sortie_parts" ADD CONSTRAINT "sortie_parts_association_id_fk" FOREIGN KEY ("association_id") REFERENCES "associations"("id")
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_association_id_fk" FOREIGN KEY ("association_id") REFERENCES "associations"("id")
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_association_id_fk" FOREIGN KEY ("association_id") REFERENCES "associations"("id")
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_association_id_fk" FOREIGN KEY ("association_id") REFERENCES "associations"("id")
--> statement-breakpoint
ALTER TABLE "demandes_bureau" ADD CONSTRAINT "demandes_bureau_association_id_fk" FOREIGN KEY ("association_id") REFERENCES "associations"("id")
--> statement-breakpoint
ALTER TABLE "membre_cotisations" ADD CONSTRAINT "membre_cotisations_membre_id_fk" FOREIGN KEY ("association_id", "membre_id") REFERENCES "membres"("association_id", "id")
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_membre_id_fk" FOREIGN KEY ("association_id", "membre_id") REFERENCES "membres"("association_id", "id")
--> statement-breakpoint
ALTER TABLE "codes_sms" ADD CONSTRAINT "codes_sms_membre_id_fk" FOREIGN KEY ("association_id", "membre_id") REFERENCES "membres"("association_id", "id")
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_fk" FOREIGN KEY ("association_id", "actor_id") REFERENCES "membres"("association_id", "id")
--> statement-breakpoint
ALTER TABLE "parametres" ADD CONSTRAINT "parametres_updated_by_fk" FOREIGN KEY ("association_id", "updated_by") REFERENCES "membres"("association_id", "id")
--> statement-breakpoint
ALTER TABLE "demandes_modification" ADD CONSTRAINT "demandes_modification_demandeur_id_fk" FOREIGN KEY ("association_id", "demandeur_id") REFERENCES "membres"("association_id", "id")
--> statement-breakpoint
ALTER TABLE "demandes_modification" ADD CONSTRAINT "demandes_modification_validateur_id_fk" FOREIGN KEY ("association_id", "validateur_id") REFERENCES "membres"("association_id", "id")
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_membre_id_fk" FOREIGN KEY ("association_id", "membre_id") REFERENCES "membres"("association_id", "id")
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_created_by_fk" FOREIGN KEY ("association_id", "created_by") REFERENCES "membres"("association_id", "id")
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_demande_id_fk" FOREIGN KEY ("association_id", "demande_id") REFERENCES "demandes_modification"("association_id", "id")
--> statement-breakpoint
ALTER TABLE "sorties" ADD CONSTRAINT "sorties_beneficiaire_id_fk" FOREIGN KEY ("association_id", "beneficiaire_id") REFERENCES "membres"("association_id", "id")
--> statement-breakpoint
ALTER TABLE "sorties" ADD CONSTRAINT "sorties_demandeur_id_fk" FOREIGN KEY ("association_id", "demandeur_id") REFERENCES "membres"("association_id", "id")
--> statement-breakpoint
ALTER TABLE "sorties" ADD CONSTRAINT "sorties_validateur_id_fk" FOREIGN KEY ("association_id", "validateur_id") REFERENCES "membres"("association_id", "id")
--> statement-breakpoint
ALTER TABLE "sortie_parts" ADD CONSTRAINT "sortie_parts_sortie_id_fk" FOREIGN KEY ("association_id", "sortie_id") REFERENCES "sorties"("association_id", "id")
--> statement-breakpoint
ALTER TABLE "sortie_parts" ADD CONSTRAINT "sortie_parts_membre_id_fk" FOREIGN KEY ("association_id", "membre_id") REFERENCES "membres"("association_id", "id")
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_fk" FOREIGN KEY ("association_id", "uploaded_by") REFERENCES "membres"("association_id", "id")
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_destinataire_id_fk" FOREIGN KEY ("association_id", "destinataire_id") REFERENCES "membres"("association_id", "id")
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_created_by_fk" FOREIGN KEY ("association_id", "created_by") REFERENCES "membres"("association_id", "id")
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_membre_id_fk" FOREIGN KEY ("association_id", "membre_id") REFERENCES "membres"("association_id", "id")
--> statement-breakpoint
ALTER TABLE "demandes_bureau" ADD CONSTRAINT "demandes_bureau_demandeur_id_fk" FOREIGN KEY ("association_id", "demandeur_id") REFERENCES "membres"("association_id", "id")
--> statement-breakpoint
ALTER TABLE "demandes_bureau" ADD CONSTRAINT "demandes_bureau_membre_id_fk" FOREIGN KEY ("association_id", "membre_id") REFERENCES "membres"("association_id", "id")
--> statement-breakpoint
ALTER TABLE "demandes_bureau" ADD CONSTRAINT "demandes_bureau_validateur_id_fk" FOREIGN KEY ("association_id", "validateur_id") REFERENCES "membres"("association_id", "id")
--> statement-breakpoint
ALTER TABLE "membres" ADD CONSTRAINT "membres_telephone_unique" UNIQUE ("association_id", "telephone")
--> statement-breakpoint
-- A membership's phone is its person's phone: one row says both, the database checks it.
ALTER TABLE "membres" ADD CONSTRAINT "membres_personne_fk" FOREIGN KEY ("personne_id", "telephone") REFERENCES "personnes"("id", "telephone")
--> statement-breakpoint
ALTER TABLE "membres" ADD CONSTRAINT "membres_personne_unique" UNIQUE ("association_id", "personne_id")
--> statement-breakpoint
CREATE INDEX "membres_personne_idx" ON "membres" USING btree ("personne_id")
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_token_hash_unique" UNIQUE ("association_id", "token_hash")
--> statement-breakpoint
CREATE UNIQUE INDEX "codes_sms_link_token_idx" ON "codes_sms" USING btree ("association_id", "link_token_hash")
--> statement-breakpoint
CREATE UNIQUE INDEX "demandes_bureau_une_en_cours_idx" ON "demandes_bureau" USING btree ("association_id", "membre_id") WHERE "statut" = 'En cours'
--> statement-breakpoint
DROP INDEX "audit_log_entity_idx"
--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("association_id", "entity", "entity_id")
--> statement-breakpoint
DROP INDEX "codes_sms_membre_purpose_idx"
--> statement-breakpoint
CREATE INDEX "codes_sms_membre_purpose_idx" ON "codes_sms" USING btree ("association_id", "membre_id", "purpose")
--> statement-breakpoint
DROP INDEX "demandes_bureau_statut_idx"
--> statement-breakpoint
CREATE INDEX "demandes_bureau_statut_idx" ON "demandes_bureau" USING btree ("association_id", "statut", "membre_id")
--> statement-breakpoint
DROP INDEX "demandes_cible_idx"
--> statement-breakpoint
CREATE INDEX "demandes_cible_idx" ON "demandes_modification" USING btree ("association_id", "type", "cotisation_id", "cible_id", "annee")
--> statement-breakpoint
DROP INDEX "documents_kind_idx"
--> statement-breakpoint
CREATE INDEX "documents_kind_idx" ON "documents" USING btree ("association_id", "kind", "id")
--> statement-breakpoint
DROP INDEX "membres_bloc_idx"
--> statement-breakpoint
CREATE INDEX "membres_bloc_idx" ON "membres" USING btree ("association_id", "bloc")
--> statement-breakpoint
DROP INDEX "notifications_destinataire_idx"
--> statement-breakpoint
CREATE INDEX "notifications_destinataire_idx" ON "notifications" USING btree ("association_id", "destinataire_id", "created_at")
--> statement-breakpoint
DROP INDEX "sessions_membre_idx"
--> statement-breakpoint
CREATE INDEX "sessions_membre_idx" ON "sessions" USING btree ("association_id", "membre_id")
--> statement-breakpoint
DROP INDEX "sortie_parts_caisse_annee_idx"
--> statement-breakpoint
CREATE INDEX "sortie_parts_caisse_annee_idx" ON "sortie_parts" USING btree ("association_id", "cotisation_id", "annee", "membre_id") INCLUDE ("montant")
--> statement-breakpoint
DROP INDEX "sorties_caisse_statut_idx"
--> statement-breakpoint
CREATE INDEX "sorties_caisse_statut_idx" ON "sorties" USING btree ("association_id", "cotisation_id", "statut", "validated_at")
--> statement-breakpoint
DROP INDEX "transactions_membre_idx"
--> statement-breakpoint
CREATE INDEX "transactions_membre_idx" ON "transactions" USING btree ("association_id", "membre_id", "cotisation_id")
--> statement-breakpoint
DROP INDEX "transactions_caisse_annee_idx"
--> statement-breakpoint
CREATE INDEX "transactions_caisse_annee_idx" ON "transactions" USING btree ("association_id", "cotisation_id", "annee", "membre_id") INCLUDE ("montant")
--> statement-breakpoint
CREATE OR REPLACE FUNCTION quartier_totaux_mensuels() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('quartier.restauration', true), '') = 'on' THEN
    RETURN NEW;
  END IF;
  INSERT INTO "totaux_mensuels" ("association_id", "cotisation_id", "annee", "mois", "montant")
    VALUES (NEW."association_id", NEW."cotisation_id", NEW."annee", NEW."mois", NEW."montant")
    ON CONFLICT ("association_id", "cotisation_id", "annee", "mois")
    DO UPDATE SET "montant" = "totaux_mensuels"."montant" + EXCLUDED."montant";
  RETURN NEW;
END
$$
--> statement-breakpoint
-- Changes name the association whose kept answers they make stale ('' = every association).
CREATE OR REPLACE FUNCTION quartier_signaler_changement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only the server's scoped role vouches for the setting; any other writer stales every association.
  PERFORM pg_notify('quartier_changements',
    CASE WHEN current_user = 'quartier_app' THEN coalesce(current_setting('app.association_id', true), '') ELSE '' END);
  RETURN NULL;
END
$$
--> statement-breakpoint
CREATE TRIGGER associations_changement AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "associations" FOR EACH STATEMENT EXECUTE FUNCTION quartier_signaler_changement()
--> statement-breakpoint
CREATE TRIGGER personnes_changement AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "personnes" FOR EACH STATEMENT EXECUTE FUNCTION quartier_signaler_changement()
--> statement-breakpoint
-- The role the server works as: it does not bypass Row-Level Security. Roles are shared by the
-- databases of a PostgreSQL server, so it may exist already (another database, a parallel start).
DO $$
BEGIN
  -- The connecting role does the work common to all associations: it must bypass RLS (docs/deploy.md).
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = current_user AND (rolsuper OR rolbypassrls)) THEN
    RAISE EXCEPTION 'Le rôle PostgreSQL % doit pouvoir contourner la sécurité par ligne. En administrateur : ALTER ROLE % BYPASSRLS; CREATE ROLE quartier_app NOLOGIN NOBYPASSRLS; GRANT quartier_app TO %; (docs/deploy.md)',
      current_user, current_user, current_user;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'quartier_app') THEN
    BEGIN
      CREATE ROLE quartier_app NOLOGIN NOBYPASSRLS;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END;
  END IF;
  IF NOT pg_has_role(current_user, 'quartier_app', 'MEMBER') THEN
    EXECUTE format('GRANT quartier_app TO %I', current_user);
  END IF;
END
$$
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO quartier_app
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO quartier_app
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO quartier_app
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO quartier_app
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO quartier_app
--> statement-breakpoint
ALTER TABLE "membres" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "membres" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "membres_association" ON "membres" USING ("association_id" = quartier_association_courante()) WITH CHECK ("association_id" = quartier_association_courante())
--> statement-breakpoint
ALTER TABLE "membre_cotisations" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "membre_cotisations" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "membre_cotisations_association" ON "membre_cotisations" USING ("association_id" = quartier_association_courante()) WITH CHECK ("association_id" = quartier_association_courante())
--> statement-breakpoint
ALTER TABLE "sessions" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "sessions" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "sessions_association" ON "sessions" USING ("association_id" = quartier_association_courante()) WITH CHECK ("association_id" = quartier_association_courante())
--> statement-breakpoint
ALTER TABLE "codes_sms" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "codes_sms" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "codes_sms_association" ON "codes_sms" USING ("association_id" = quartier_association_courante()) WITH CHECK ("association_id" = quartier_association_courante())
--> statement-breakpoint
ALTER TABLE "sms_outbox" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "sms_outbox" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "sms_outbox_association" ON "sms_outbox" USING ("association_id" = quartier_association_courante()) WITH CHECK ("association_id" = quartier_association_courante())
--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "audit_log" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "audit_log_association" ON "audit_log" USING ("association_id" = quartier_association_courante()) WITH CHECK ("association_id" = quartier_association_courante())
--> statement-breakpoint
ALTER TABLE "parametres" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "parametres" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "parametres_association" ON "parametres" USING ("association_id" = quartier_association_courante()) WITH CHECK ("association_id" = quartier_association_courante())
--> statement-breakpoint
ALTER TABLE "demandes_modification" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "demandes_modification" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "demandes_modification_association" ON "demandes_modification" USING ("association_id" = quartier_association_courante()) WITH CHECK ("association_id" = quartier_association_courante())
--> statement-breakpoint
ALTER TABLE "transactions" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "transactions" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "transactions_association" ON "transactions" USING ("association_id" = quartier_association_courante()) WITH CHECK ("association_id" = quartier_association_courante())
--> statement-breakpoint
ALTER TABLE "totaux_mensuels" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "totaux_mensuels" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "totaux_mensuels_association" ON "totaux_mensuels" USING ("association_id" = quartier_association_courante()) WITH CHECK ("association_id" = quartier_association_courante())
--> statement-breakpoint
ALTER TABLE "sorties" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "sorties" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "sorties_association" ON "sorties" USING ("association_id" = quartier_association_courante()) WITH CHECK ("association_id" = quartier_association_courante())
--> statement-breakpoint
ALTER TABLE "sortie_parts" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "sortie_parts" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "sortie_parts_association" ON "sortie_parts" USING ("association_id" = quartier_association_courante()) WITH CHECK ("association_id" = quartier_association_courante())
--> statement-breakpoint
ALTER TABLE "documents" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "documents" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "documents_association" ON "documents" USING ("association_id" = quartier_association_courante()) WITH CHECK ("association_id" = quartier_association_courante())
--> statement-breakpoint
ALTER TABLE "notifications" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "notifications" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "notifications_association" ON "notifications" USING ("association_id" = quartier_association_courante()) WITH CHECK ("association_id" = quartier_association_courante())
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "idempotency_keys" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "idempotency_keys_association" ON "idempotency_keys" USING ("association_id" = quartier_association_courante()) WITH CHECK ("association_id" = quartier_association_courante())
--> statement-breakpoint
ALTER TABLE "demandes_bureau" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "demandes_bureau" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "demandes_bureau_association" ON "demandes_bureau" USING ("association_id" = quartier_association_courante()) WITH CHECK ("association_id" = quartier_association_courante())
--> statement-breakpoint
ALTER TABLE "job_runs" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "job_runs" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "job_runs_association" ON "job_runs" USING ("association_id" = quartier_association_courante()) WITH CHECK ("association_id" = quartier_association_courante())
--> statement-breakpoint
ALTER TABLE "rate_limits" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "rate_limits" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
-- Counters of association 0 are service-wide (a phone, an address): every scope counts them.
CREATE POLICY "rate_limits_association" ON "rate_limits" USING ("association_id" IN (0, quartier_association_courante())) WITH CHECK ("association_id" IN (0, quartier_association_courante()))
