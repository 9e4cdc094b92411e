-- Issue 22 (ADR 0019): a money write of one association no longer waits for every other
-- association's. Until now each payment and correction took LOCK TABLE totaux_mensuels, which
-- serialized the money writes of the whole service (the write ceiling the scale bench measured).
-- Now each takes the row of its own association here, by an upsert: a payment (read committed)
-- waits for the row and then reads what committed before; a serializable correction that waited
-- behind a payment gets a serialization failure (the row changed after its snapshot) and is retried
-- with a fresh snapshot by db/serializable.ts. Either way the fund-total check sees every write.
CREATE TABLE "verrous_caisses" (
  "association_id" integer DEFAULT quartier_association_courante() NOT NULL,
  -- How many money writes took the lock: the upsert needs something to change.
  "ecritures" bigint DEFAULT 0 NOT NULL,
  CONSTRAINT "verrous_caisses_pkey" PRIMARY KEY ("association_id"),
  CONSTRAINT "verrous_caisses_association_fk" FOREIGN KEY ("association_id") REFERENCES "associations"("id")
)
--> statement-breakpoint
ALTER TABLE "verrous_caisses" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "verrous_caisses" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "verrous_caisses_association" ON "verrous_caisses" USING ("association_id" = quartier_association_courante()) WITH CHECK ("association_id" = quartier_association_courante())
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "verrous_caisses" TO quartier_app
