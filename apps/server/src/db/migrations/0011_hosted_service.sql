-- Issue 22: a hosted service. A founder creates an association from a phone (a request waiting
-- for its SMS code, optionally an invitation code), a platform operator (not a role of any
-- association; their keys are configuration, OPERATOR_KEYS) suspends, exports, imports and deletes associations, and
-- every operator action is written to an append-only journal. These tables are the service's,
-- not an association's: no association_id, no Row-Level Security, and the role the requests run
-- as (quartier_app) cannot read them: only the named service-scope code does (db/scope.ts).
ALTER TABLE "associations" ADD COLUMN "ville" varchar(60)
--> statement-breakpoint
ALTER TABLE "associations" ADD COLUMN "quartier" varchar(60)
--> statement-breakpoint
ALTER TABLE "associations" ADD COLUMN "statut" varchar(12) DEFAULT 'active' NOT NULL
--> statement-breakpoint
ALTER TABLE "associations" ADD CONSTRAINT "associations_statut_check" CHECK ("statut" IN ('active', 'suspendue'))
--> statement-breakpoint
-- What the members read while the association is suspended (the operator's words, or a default).
ALTER TABLE "associations" ADD COLUMN "motif_suspension" varchar(200)
--> statement-breakpoint
-- Set by the operator's delete (after an export): the rows go when this date has passed.
ALTER TABLE "associations" ADD COLUMN "suppression_prevue_le" timestamp with time zone
--> statement-breakpoint
CREATE TABLE "creations_association" (
  "id" serial PRIMARY KEY,
  -- What the founder's browser keeps between the form and the code (never the code itself).
  "jeton" varchar(64) NOT NULL,
  "telephone" varchar(20) NOT NULL,
  "nom_association" varchar(80) NOT NULL,
  "ville" varchar(60) NOT NULL,
  "quartier" varchar(60) NOT NULL,
  "nom" varchar(100) NOT NULL,
  "prenom" varchar(100) NOT NULL,
  "sexe" varchar(1) NOT NULL,
  "code_hash" text NOT NULL,
  "essais" integer DEFAULT 0 NOT NULL,
  "expire_le" timestamp with time zone NOT NULL,
  "code_invitation" varchar(64),
  "ip" varchar(64),
  "association_creee" integer REFERENCES "associations"("id") ON DELETE SET NULL,
  "confirmee_le" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "creations_association_jeton_unique" UNIQUE ("jeton"),
  CONSTRAINT "creations_association_sexe_check" CHECK ("sexe" IN ('M', 'F'))
)
--> statement-breakpoint
CREATE INDEX "creations_association_telephone_idx" ON "creations_association" ("telephone", "created_at")
--> statement-breakpoint
-- Invitation codes, when the operator opens creation to invited founders only. Stored hashed.
CREATE TABLE "codes_invitation" (
  "id" serial PRIMARY KEY,
  "code_hash" varchar(64) NOT NULL,
  "note" varchar(200),
  "expire_le" timestamp with time zone,
  "utilise_le" timestamp with time zone,
  "association_creee" integer REFERENCES "associations"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "codes_invitation_code_hash_unique" UNIQUE ("code_hash")
)
--> statement-breakpoint
-- Settings of the whole service (creation mode, ...), changed by the operator only.
CREATE TABLE "parametres_service" (
  "key" varchar(60) PRIMARY KEY,
  "value" jsonb NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
)
--> statement-breakpoint
INSERT INTO "parametres_service" ("key", "value") VALUES ('creation.mode', '"ouverte"')
--> statement-breakpoint
-- Every operator action. The association is named by id and slug without a foreign key: the entry
-- outlives an association that was deleted.
CREATE TABLE "journal_operateur" (
  "id" bigserial PRIMARY KEY,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "operateur" varchar(80) NOT NULL,
  "action" varchar(60) NOT NULL,
  "association_visee" integer,
  "association_slug" varchar(40),
  "details" jsonb DEFAULT '{}'::jsonb NOT NULL
)
--> statement-breakpoint
CREATE INDEX "journal_operateur_association_idx" ON "journal_operateur" ("association_visee", "at")
--> statement-breakpoint
CREATE OR REPLACE FUNCTION quartier_journal_inchangeable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Le journal des opérateurs ne se modifie pas et ne se supprime pas.';
END
$$
--> statement-breakpoint
CREATE TRIGGER "journal_operateur_inchangeable" BEFORE UPDATE OR DELETE ON "journal_operateur"
  FOR EACH ROW EXECUTE FUNCTION quartier_journal_inchangeable()
--> statement-breakpoint
CREATE TRIGGER "journal_operateur_pas_de_vidage" BEFORE TRUNCATE ON "journal_operateur"
  FOR EACH STATEMENT EXECUTE FUNCTION quartier_journal_inchangeable()
--> statement-breakpoint
REVOKE ALL ON "creations_association", "codes_invitation", "parametres_service", "journal_operateur" FROM quartier_app
