-- Each server keeps recent read answers and sessions in memory (lib/read-cache.ts, ADR 0010).
-- The database says when they may be stale: every committed statement on a table those answers
-- read sends one NOTIFY (delivered at commit, merged within a transaction), and every server,
-- this one included, empties its memory when it arrives. Codes, SMS, audit, limits, jobs and
-- idempotency keys are read by no kept answer; a new session changes none.
CREATE OR REPLACE FUNCTION quartier_signaler_changement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('quartier_changements', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER roles_changement AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION quartier_signaler_changement();
--> statement-breakpoint
CREATE TRIGGER caisses_changement AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "caisses" FOR EACH STATEMENT EXECUTE FUNCTION quartier_signaler_changement();
--> statement-breakpoint
CREATE TRIGGER membres_changement AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "membres" FOR EACH STATEMENT EXECUTE FUNCTION quartier_signaler_changement();
--> statement-breakpoint
CREATE TRIGGER membre_cotisations_changement AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "membre_cotisations" FOR EACH STATEMENT EXECUTE FUNCTION quartier_signaler_changement();
--> statement-breakpoint
CREATE TRIGGER sessions_changement AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION quartier_signaler_changement();
--> statement-breakpoint
CREATE TRIGGER parametres_changement AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "parametres" FOR EACH STATEMENT EXECUTE FUNCTION quartier_signaler_changement();
--> statement-breakpoint
CREATE TRIGGER transactions_changement AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "transactions" FOR EACH STATEMENT EXECUTE FUNCTION quartier_signaler_changement();
--> statement-breakpoint
CREATE TRIGGER totaux_mensuels_changement AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "totaux_mensuels" FOR EACH STATEMENT EXECUTE FUNCTION quartier_signaler_changement();
--> statement-breakpoint
CREATE TRIGGER sorties_changement AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sorties" FOR EACH STATEMENT EXECUTE FUNCTION quartier_signaler_changement();
--> statement-breakpoint
CREATE TRIGGER sortie_parts_changement AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sortie_parts" FOR EACH STATEMENT EXECUTE FUNCTION quartier_signaler_changement();
--> statement-breakpoint
CREATE TRIGGER demandes_modification_changement AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "demandes_modification" FOR EACH STATEMENT EXECUTE FUNCTION quartier_signaler_changement();
--> statement-breakpoint
CREATE TRIGGER documents_changement AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "documents" FOR EACH STATEMENT EXECUTE FUNCTION quartier_signaler_changement();
--> statement-breakpoint
CREATE TRIGGER notifications_changement AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notifications" FOR EACH STATEMENT EXECUTE FUNCTION quartier_signaler_changement();
--> statement-breakpoint
CREATE TRIGGER demandes_bureau_changement AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "demandes_bureau" FOR EACH STATEMENT EXECUTE FUNCTION quartier_signaler_changement();
