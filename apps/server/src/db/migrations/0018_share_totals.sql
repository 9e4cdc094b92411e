-- Issue 22 (ADR 0025): what each fund shared out per year, kept by the database in the same
-- transaction as every write of a share, as totaux_mensuels keeps what it received (migration
-- 0007). A fund table read summed all its shares for that (~14,000 a year, ~86,000 over every year
-- in a 5,000-member association); it now reads one row per year.
CREATE TABLE "totaux_parts" (
  "association_id" integer DEFAULT quartier_association_courante() NOT NULL,
  "cotisation_id" smallint NOT NULL,
  "annee" smallint NOT NULL,
  -- A sum (bigint, as totaux_mensuels since migration 0009).
  "montant" bigint NOT NULL,
  CONSTRAINT "totaux_parts_pkey" PRIMARY KEY ("association_id", "cotisation_id", "annee"),
  CONSTRAINT "totaux_parts_association_id_fk" FOREIGN KEY ("association_id") REFERENCES "associations"("id"),
  CONSTRAINT "totaux_parts_cotisation_id_caisses_id_fk" FOREIGN KEY ("cotisation_id") REFERENCES "caisses"("id")
)
--> statement-breakpoint
-- One statement-level trigger per kind of write, each seeing the statement's rows (transition
-- tables): a withdrawal validated in a 5,000-member association inserts thousands of shares in a
-- few statements, and its total moves once per statement, not once per share.
-- Shares are inserted at validation, rewritten by a correction (updateShares), deleted only by the
-- operator's purge of the whole association or by a restore; a restore or a copy
-- (quartier.restauration = 'on') writes this table as it was saved or rebuilds it instead.
-- The upsert takes the (association, fund, year) row: two writes of the same fund wait for each
-- other (a serializable one fails and is retried, db/serializable.ts), so no sum is lost.
CREATE OR REPLACE FUNCTION quartier_totaux_parts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('quartier.restauration', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "totaux_parts" ("association_id", "cotisation_id", "annee", "montant")
      SELECT "association_id", "cotisation_id", "annee", sum("montant") FROM nouvelles_parts GROUP BY 1, 2, 3
      ON CONFLICT ("association_id", "cotisation_id", "annee")
      DO UPDATE SET "montant" = "totaux_parts"."montant" + EXCLUDED."montant";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "totaux_parts" ("association_id", "cotisation_id", "annee", "montant")
      SELECT "association_id", "cotisation_id", "annee", sum("montant") FROM (
          SELECT "association_id", "cotisation_id", "annee", "montant"::bigint AS "montant" FROM nouvelles_parts
          UNION ALL
          SELECT "association_id", "cotisation_id", "annee", -"montant"::bigint FROM anciennes_parts
        ) d GROUP BY 1, 2, 3
      ON CONFLICT ("association_id", "cotisation_id", "annee")
      DO UPDATE SET "montant" = "totaux_parts"."montant" + EXCLUDED."montant";
  ELSE
    -- An update, never an insert: a purge may already have removed the association's totals.
    UPDATE "totaux_parts" k SET "montant" = k."montant" - d."montant"
      FROM (SELECT "association_id", "cotisation_id", "annee", sum("montant") AS "montant"
              FROM anciennes_parts GROUP BY 1, 2, 3) d
      WHERE k."association_id" = d."association_id" AND k."cotisation_id" = d."cotisation_id" AND k."annee" = d."annee";
  END IF;
  RETURN NULL;
END
$$
--> statement-breakpoint
CREATE TRIGGER sortie_parts_totaux_ajout AFTER INSERT ON "sortie_parts" REFERENCING NEW TABLE AS nouvelles_parts FOR EACH STATEMENT EXECUTE FUNCTION quartier_totaux_parts()
--> statement-breakpoint
CREATE TRIGGER sortie_parts_totaux_modification AFTER UPDATE ON "sortie_parts" REFERENCING OLD TABLE AS anciennes_parts NEW TABLE AS nouvelles_parts FOR EACH STATEMENT EXECUTE FUNCTION quartier_totaux_parts()
--> statement-breakpoint
CREATE TRIGGER sortie_parts_totaux_effacement AFTER DELETE ON "sortie_parts" REFERENCING OLD TABLE AS anciennes_parts FOR EACH STATEMENT EXECUTE FUNCTION quartier_totaux_parts()
--> statement-breakpoint
INSERT INTO "totaux_parts" ("association_id", "cotisation_id", "annee", "montant")
  SELECT "association_id", "cotisation_id", "annee", sum("montant") FROM "sortie_parts" GROUP BY 1, 2, 3
--> statement-breakpoint
ALTER TABLE "totaux_parts" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "totaux_parts" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "totaux_parts_association" ON "totaux_parts" USING ("association_id" = quartier_association_courante()) WITH CHECK ("association_id" = quartier_association_courante())
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "totaux_parts" TO quartier_app
--> statement-breakpoint
-- Read-cache notifications (migration 0008): a total changes only with its shares, which already
-- notify; this one covers a hand-written change of the table itself.
CREATE TRIGGER totaux_parts_changement AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "totaux_parts" FOR EACH STATEMENT EXECUTE FUNCTION quartier_signaler_changement()
--> statement-breakpoint
-- The members of an association in the order every list shows them (name, first name, id): a
-- fund table's or the member list's first page walks ~15 of them instead of sorting them all.
CREATE INDEX "membres_nom_idx" ON "membres" ("association_id", "nom", "prenom", "id")
