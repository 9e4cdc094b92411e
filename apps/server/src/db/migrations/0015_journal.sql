-- Issue 26 (ADR 0020): the auditor's journal reads audit_log, filtered by member and by fund and
-- paged newest first. Two columns say whom and which fund an entry concerns (written by
-- lib/audit.ts beside before/after), so the filters are index scans, not guesses in JSON.
ALTER TABLE "audit_log" ADD COLUMN "membre_id" integer
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "caisse_id" smallint
--> statement-breakpoint
-- The entries written before this migration: their member and fund, read from what they recorded
-- (or from the request or withdrawal they name). The money guard of migration 0005 refuses every
-- UPDATE of audit_log; this one fills two new columns and changes nothing recorded, under the
-- setting the guard lets through, reset right after (the migrations share one transaction).
SELECT set_config('quartier.restauration', 'on', true)
--> statement-breakpoint
UPDATE "audit_log" a SET
  "membre_id" = CASE
    WHEN a."entity" = 'membre' AND a."entity_id" ~ '^[0-9]{1,9}$' THEN a."entity_id"::integer
    WHEN a."action" = 'transaction.create' AND a."after"->>'idUser' ~ '^[0-9]{1,9}$' THEN (a."after"->>'idUser')::integer
    WHEN a."entity" = 'demande' AND a."entity_id" ~ '^[0-9]{1,9}$' THEN
      (SELECT d."cible_id" FROM "demandes_modification" d
        WHERE d."association_id" = a."association_id" AND d."id" = a."entity_id"::integer AND d."type" = 'entree')
    WHEN a."entity" = 'demande_bureau' AND a."entity_id" ~ '^[0-9]{1,9}$' THEN
      (SELECT b."membre_id" FROM "demandes_bureau" b
        WHERE b."association_id" = a."association_id" AND b."id" = a."entity_id"::integer)
    WHEN a."entity" = 'sortie' AND a."entity_id" ~ '^[0-9]{1,9}$' THEN
      (SELECT s."beneficiaire_id" FROM "sorties" s
        WHERE s."association_id" = a."association_id" AND s."id" = a."entity_id"::integer)
  END,
  "caisse_id" = CASE
    WHEN a."action" = 'transaction.create' AND a."after"->>'cotisation' ~ '^[1-3]$' THEN (a."after"->>'cotisation')::smallint
    WHEN a."action" = 'transaction.correct' AND a."before"->>'caisse' ~ '^[1-3]$' THEN (a."before"->>'caisse')::smallint
    WHEN a."action" = 'membre.subscription' AND a."after"->>'caisse' ~ '^[1-3]$' THEN (a."after"->>'caisse')::smallint
    WHEN a."entity" = 'demande' AND a."entity_id" ~ '^[0-9]{1,9}$' THEN
      (SELECT d."cotisation_id" FROM "demandes_modification" d
        WHERE d."association_id" = a."association_id" AND d."id" = a."entity_id"::integer)
    WHEN a."entity" = 'sortie' AND a."entity_id" ~ '^[0-9]{1,9}$' THEN
      (SELECT s."cotisation_id" FROM "sorties" s
        WHERE s."association_id" = a."association_id" AND s."id" = a."entity_id"::integer)
  END
--> statement-breakpoint
SELECT set_config('quartier.restauration', '', true)
--> statement-breakpoint
-- A member of the same association (as actor_id): never a member of another one.
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_membre_id_fk" FOREIGN KEY ("association_id", "membre_id") REFERENCES "membres"("association_id", "id")
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_caisse_id_caisses_id_fk" FOREIGN KEY ("caisse_id") REFERENCES "caisses"("id")
--> statement-breakpoint
-- The journal's pages: newest first within the association (the primary key), within one member,
-- within one author.
CREATE INDEX "audit_log_membre_idx" ON "audit_log" USING btree ("association_id", "membre_id", "id")
--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("association_id", "actor_id", "id")
--> statement-breakpoint
-- The journal cannot be changed by the server: its role may only read and add entries. The trigger
-- of migration 0005 (audit_log_jamais_reecrit) also refuses UPDATE and DELETE to every role, with
-- two named exceptions run by the owner role, never by quartier_app: a restore into an empty
-- database (quartier.restauration) and the operator's purge of one association whose deletion
-- date has passed (quartier.purge_association, migration 0013).
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_log" FROM quartier_app
