CREATE TABLE "demandes_bureau" (
	"id" serial PRIMARY KEY NOT NULL,
	"demandeur_id" integer NOT NULL,
	"membre_id" integer NOT NULL,
	"changement" jsonb NOT NULL,
	"avant" jsonb NOT NULL,
	"statut" varchar(20) DEFAULT 'En cours' NOT NULL,
	"motif_refus" varchar(500),
	"validateur_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demandes_bureau_statut_check" CHECK ("demandes_bureau"."statut" in ('En cours', 'Valide', 'Rejetee'))
);
--> statement-breakpoint
ALTER TABLE "demandes_bureau" ADD CONSTRAINT "demandes_bureau_demandeur_id_membres_id_fk" FOREIGN KEY ("demandeur_id") REFERENCES "public"."membres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demandes_bureau" ADD CONSTRAINT "demandes_bureau_membre_id_membres_id_fk" FOREIGN KEY ("membre_id") REFERENCES "public"."membres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demandes_bureau" ADD CONSTRAINT "demandes_bureau_validateur_id_membres_id_fk" FOREIGN KEY ("validateur_id") REFERENCES "public"."membres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demandes_bureau_statut_idx" ON "demandes_bureau" USING btree ("statut","membre_id");--> statement-breakpoint
CREATE UNIQUE INDEX "demandes_bureau_une_en_cours_idx" ON "demandes_bureau" USING btree ("membre_id") WHERE "demandes_bureau"."statut" = 'En cours';--> statement-breakpoint
CREATE TRIGGER demandes_bureau_jamais_effacees BEFORE DELETE ON "demandes_bureau" FOR EACH ROW EXECUTE FUNCTION quartier_refuse_rewrite();
