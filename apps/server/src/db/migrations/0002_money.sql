CREATE TABLE "idempotency_keys" (
	"membre_id" integer NOT NULL,
	"key" varchar(100) NOT NULL,
	"route" varchar(100) NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_membre_id_key_pk" PRIMARY KEY("membre_id","key")
);
--> statement-breakpoint
CREATE TABLE "demandes_modification" (
	"id" serial PRIMARY KEY NOT NULL,
	"demandeur_id" integer NOT NULL,
	"libelle" varchar(300) NOT NULL,
	"type" varchar(10) NOT NULL,
	"cotisation_id" smallint NOT NULL,
	"cible_id" integer NOT NULL,
	"mois" smallint,
	"annee" smallint,
	"statut" varchar(20) DEFAULT 'En cours' NOT NULL,
	"motif_refus" varchar(500),
	"validateur_id" integer,
	"validated_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demandes_type_check" CHECK ("demandes_modification"."type" in ('entree', 'sortie')),
	CONSTRAINT "demandes_statut_check" CHECK ("demandes_modification"."statut" in ('En cours', 'Valide', 'Rejetee', 'Expiree'))
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"membre_id" integer NOT NULL,
	"cotisation_id" smallint NOT NULL,
	"montant" integer NOT NULL,
	"mois" smallint NOT NULL,
	"annee" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "transactions_montant_check" CHECK ("transactions"."montant" > 0),
	CONSTRAINT "transactions_mois_check" CHECK ("transactions"."mois" between 1 and 12),
	CONSTRAINT "transactions_caisse_check" CHECK ("transactions"."cotisation_id" in (1, 3))
);
--> statement-breakpoint
CREATE TABLE "sortie_parts" (
	"sortie_id" integer NOT NULL,
	"membre_id" integer NOT NULL,
	"cotisation_id" smallint NOT NULL,
	"annee" smallint NOT NULL,
	"montant" integer NOT NULL,
	CONSTRAINT "sortie_parts_sortie_id_membre_id_pk" PRIMARY KEY("sortie_id","membre_id")
);
--> statement-breakpoint
CREATE TABLE "sorties" (
	"id" serial PRIMARY KEY NOT NULL,
	"cotisation_id" smallint NOT NULL,
	"type" varchar(40) NOT NULL,
	"libelle" varchar(300) NOT NULL,
	"montant" integer NOT NULL,
	"transport" integer DEFAULT 0 NOT NULL,
	"delai_recouvrement" varchar(10),
	"beneficiaire_id" integer,
	"statut" varchar(20) DEFAULT 'En cours' NOT NULL,
	"nbr_personnes" integer,
	"part" integer,
	"demandeur_id" integer NOT NULL,
	"validateur_id" integer,
	"validated_at" timestamp with time zone,
	"motif_refus" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "sorties_montant_check" CHECK ("sorties"."montant" > 0 and "sorties"."transport" >= 0),
	CONSTRAINT "sorties_statut_check" CHECK ("sorties"."statut" in ('En cours', 'Valide', 'Rejetee')),
	CONSTRAINT "sorties_caisse_check" CHECK ("sorties"."cotisation_id" in (1, 3))
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_membre_id_membres_id_fk" FOREIGN KEY ("membre_id") REFERENCES "public"."membres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demandes_modification" ADD CONSTRAINT "demandes_modification_demandeur_id_membres_id_fk" FOREIGN KEY ("demandeur_id") REFERENCES "public"."membres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demandes_modification" ADD CONSTRAINT "demandes_modification_cotisation_id_caisses_id_fk" FOREIGN KEY ("cotisation_id") REFERENCES "public"."caisses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demandes_modification" ADD CONSTRAINT "demandes_modification_validateur_id_membres_id_fk" FOREIGN KEY ("validateur_id") REFERENCES "public"."membres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_membre_id_membres_id_fk" FOREIGN KEY ("membre_id") REFERENCES "public"."membres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_cotisation_id_caisses_id_fk" FOREIGN KEY ("cotisation_id") REFERENCES "public"."caisses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_created_by_membres_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."membres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sortie_parts" ADD CONSTRAINT "sortie_parts_sortie_id_sorties_id_fk" FOREIGN KEY ("sortie_id") REFERENCES "public"."sorties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sortie_parts" ADD CONSTRAINT "sortie_parts_membre_id_membres_id_fk" FOREIGN KEY ("membre_id") REFERENCES "public"."membres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sorties" ADD CONSTRAINT "sorties_cotisation_id_caisses_id_fk" FOREIGN KEY ("cotisation_id") REFERENCES "public"."caisses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sorties" ADD CONSTRAINT "sorties_beneficiaire_id_membres_id_fk" FOREIGN KEY ("beneficiaire_id") REFERENCES "public"."membres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sorties" ADD CONSTRAINT "sorties_demandeur_id_membres_id_fk" FOREIGN KEY ("demandeur_id") REFERENCES "public"."membres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sorties" ADD CONSTRAINT "sorties_validateur_id_membres_id_fk" FOREIGN KEY ("validateur_id") REFERENCES "public"."membres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demandes_cible_idx" ON "demandes_modification" USING btree ("type","cotisation_id","cible_id","annee");--> statement-breakpoint
CREATE INDEX "transactions_caisse_annee_idx" ON "transactions" USING btree ("cotisation_id","annee","membre_id");--> statement-breakpoint
CREATE INDEX "transactions_membre_idx" ON "transactions" USING btree ("membre_id","cotisation_id");--> statement-breakpoint
CREATE INDEX "sortie_parts_caisse_annee_idx" ON "sortie_parts" USING btree ("cotisation_id","annee","membre_id");--> statement-breakpoint
CREATE INDEX "sorties_caisse_statut_idx" ON "sorties" USING btree ("cotisation_id","statut","validated_at");