CREATE TABLE "job_runs" (
	"job" varchar(40) NOT NULL,
	"period" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_runs_job_period_pk" PRIMARY KEY("job","period")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"destinataire_id" integer,
	"type" varchar(10) NOT NULL,
	"titre" varchar(120) NOT NULL,
	"contenu" varchar(1000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('rappel', 'request'))
);
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_montant_check";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "kind" varchar(12) DEFAULT 'versement' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "demande_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_destinataire_id_membres_id_fk" FOREIGN KEY ("destinataire_id") REFERENCES "public"."membres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_created_by_membres_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."membres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_destinataire_idx" ON "notifications" USING btree ("destinataire_id","created_at");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_kind_check" CHECK ("transactions"."kind" in ('versement', 'correction'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_montant_check" CHECK ("transactions"."montant" > 0 or ("transactions"."kind" = 'correction' and "transactions"."demande_id" is not null));