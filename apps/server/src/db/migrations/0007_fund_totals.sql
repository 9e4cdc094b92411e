CREATE TABLE "totaux_mensuels" (
	"cotisation_id" smallint NOT NULL,
	"annee" smallint NOT NULL,
	"mois" smallint NOT NULL,
	"montant" integer NOT NULL,
	CONSTRAINT "totaux_mensuels_cotisation_id_annee_mois_pk" PRIMARY KEY("cotisation_id","annee","mois")
);
--> statement-breakpoint
ALTER TABLE "totaux_mensuels" ADD CONSTRAINT "totaux_mensuels_cotisation_id_caisses_id_fk" FOREIGN KEY ("cotisation_id") REFERENCES "public"."caisses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Kept by the database itself, in the transaction of each insert: no code path can forget it.
-- A restore or a copy (quartier.restauration = 'on') writes the table as it was saved instead.
CREATE OR REPLACE FUNCTION quartier_totaux_mensuels() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('quartier.restauration', true), '') = 'on' THEN
    RETURN NEW;
  END IF;
  INSERT INTO "totaux_mensuels" ("cotisation_id", "annee", "mois", "montant")
    VALUES (NEW."cotisation_id", NEW."annee", NEW."mois", NEW."montant")
    ON CONFLICT ("cotisation_id", "annee", "mois")
    DO UPDATE SET "montant" = "totaux_mensuels"."montant" + EXCLUDED."montant";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER transactions_totaux_mensuels AFTER INSERT ON "transactions" FOR EACH ROW EXECUTE FUNCTION quartier_totaux_mensuels();
--> statement-breakpoint
INSERT INTO "totaux_mensuels" ("cotisation_id", "annee", "mois", "montant")
  SELECT "cotisation_id", "annee", "mois", sum("montant")::int FROM "transactions" GROUP BY 1, 2, 3;
--> statement-breakpoint
-- The year's amounts per member (fund tables, statistics per block) read from the index alone.
-- Drizzle's index builder has no INCLUDE: schema.ts keeps the key columns and says so.
DROP INDEX "transactions_caisse_annee_idx";
--> statement-breakpoint
CREATE INDEX "transactions_caisse_annee_idx" ON "transactions" USING btree ("cotisation_id","annee","membre_id") INCLUDE ("montant");
--> statement-breakpoint
DROP INDEX "sortie_parts_caisse_annee_idx";
--> statement-breakpoint
CREATE INDEX "sortie_parts_caisse_annee_idx" ON "sortie_parts" USING btree ("cotisation_id","annee","membre_id") INCLUDE ("montant");
