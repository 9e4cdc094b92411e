ALTER TABLE "transactions" ADD CONSTRAINT "transactions_demande_id_demandes_modification_id_fk" FOREIGN KEY ("demande_id") REFERENCES "public"."demandes_modification"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Money and its history are never deleted or rewritten (rulings R7, R8), even by a bug or a
-- hand-typed SQL statement. Only a restore into an empty database may clear rows, and it says so
-- with SET LOCAL quartier.restauration = 'on' inside its own transaction.
CREATE OR REPLACE FUNCTION quartier_refuse_rewrite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('quartier.restauration', true), '') = 'on' THEN
    RETURN COALESCE(OLD, NEW);
  END IF;
  RAISE EXCEPTION 'Interdit : % sur % (l''argent et son historique ne sont jamais effacés ni réécrits)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'P0001';
END
$$;
--> statement-breakpoint
CREATE TRIGGER transactions_jamais_effacees BEFORE UPDATE OR DELETE ON "transactions" FOR EACH ROW EXECUTE FUNCTION quartier_refuse_rewrite();
--> statement-breakpoint
CREATE TRIGGER sorties_jamais_effacees BEFORE DELETE ON "sorties" FOR EACH ROW EXECUTE FUNCTION quartier_refuse_rewrite();
--> statement-breakpoint
CREATE TRIGGER sortie_parts_jamais_effacees BEFORE DELETE ON "sortie_parts" FOR EACH ROW EXECUTE FUNCTION quartier_refuse_rewrite();
--> statement-breakpoint
CREATE TRIGGER demandes_jamais_effacees BEFORE DELETE ON "demandes_modification" FOR EACH ROW EXECUTE FUNCTION quartier_refuse_rewrite();
--> statement-breakpoint
CREATE TRIGGER audit_log_jamais_reecrit BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION quartier_refuse_rewrite();
