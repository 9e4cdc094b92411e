-- Issue 20: sums of money are bigint. A month's fund total (kept by the trigger of 0007) passed
-- 2 147 483 647 XAF after 22 legal payments and every money page answered 500; a correction is a
-- difference of sums, so transactions.montant follows. The rewrite fires no row trigger (0005).
ALTER TABLE "totaux_mensuels" ALTER COLUMN "montant" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "montant" SET DATA TYPE bigint;--> statement-breakpoint
-- The SHA-256 of the body a key was first used with: a replay with another body is refused (422).
ALTER TABLE "idempotency_keys" ADD COLUMN "body_hash" varchar(64);
