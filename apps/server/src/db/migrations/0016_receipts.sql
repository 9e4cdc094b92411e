-- Issue 26 (ADR 0021): a receipt for every recorded payment and correction.
-- The receipt number (R-26-00042) is written on the transaction row it acknowledges, in the same
-- insert: the row is never updated (migration 0005), so the number can never change afterwards.
ALTER TABLE "transactions" ADD COLUMN "recu" varchar(20)
--> statement-breakpoint
-- Unique within the association; rows written before receipts existed have none (NULLs do not clash).
CREATE UNIQUE INDEX "transactions_recu_unique" ON "transactions" ("association_id", "recu")
--> statement-breakpoint
-- The last receipt number given per association and year: taken by an upsert in the money write's
-- own transaction, so a rolled-back write gives its number back and two parallel writes wait for
-- each other instead of taking the same number (no gaps, no duplicates).
CREATE TABLE "compteurs_recus" (
  "association_id" integer DEFAULT quartier_association_courante() NOT NULL,
  "annee" smallint NOT NULL,
  "dernier" integer DEFAULT 0 NOT NULL,
  CONSTRAINT "compteurs_recus_pkey" PRIMARY KEY ("association_id", "annee"),
  CONSTRAINT "compteurs_recus_association_fk" FOREIGN KEY ("association_id") REFERENCES "associations"("id")
)
--> statement-breakpoint
ALTER TABLE "compteurs_recus" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "compteurs_recus" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "compteurs_recus_association" ON "compteurs_recus" USING ("association_id" = quartier_association_courante()) WITH CHECK ("association_id" = quartier_association_courante())
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "compteurs_recus" TO quartier_app
--> statement-breakpoint
-- The member's choice, per membership: receipts by SMS (on unless she turned them off).
ALTER TABLE "membres" ADD COLUMN "recus_sms" boolean DEFAULT true NOT NULL
