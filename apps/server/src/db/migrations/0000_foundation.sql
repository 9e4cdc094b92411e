CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" varchar(60) NOT NULL,
	"entity" varchar(40) NOT NULL,
	"entity_id" varchar(40),
	"before" jsonb,
	"after" jsonb,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caisses" (
	"id" smallint PRIMARY KEY NOT NULL,
	"nom" varchar(60) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membre_cotisations" (
	"membre_id" integer NOT NULL,
	"cotisation_id" smallint NOT NULL,
	"statut" varchar(20) DEFAULT 'Actif' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membre_cotisations_membre_id_cotisation_id_pk" PRIMARY KEY("membre_id","cotisation_id"),
	CONSTRAINT "membre_cotisations_statut_check" CHECK ("membre_cotisations"."statut" in ('Actif', 'Inactif'))
);
--> statement-breakpoint
CREATE TABLE "membres" (
	"id" serial PRIMARY KEY NOT NULL,
	"nom" varchar(100) NOT NULL,
	"prenom" varchar(100) NOT NULL,
	"sexe" varchar(1) NOT NULL,
	"telephone" varchar(20) NOT NULL,
	"bloc" varchar(60) NOT NULL,
	"role_id" integer NOT NULL,
	"statut" varchar(20) DEFAULT 'En Attente' NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membres_telephone_unique" UNIQUE("telephone"),
	CONSTRAINT "membres_sexe_check" CHECK ("membres"."sexe" in ('M', 'F')),
	CONSTRAINT "membres_statut_check" CHECK ("membres"."statut" in ('Actif', 'Suspendu', 'En Attente', 'Inactif'))
);
--> statement-breakpoint
CREATE TABLE "codes_sms" (
	"id" serial PRIMARY KEY NOT NULL,
	"membre_id" integer NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"link_token_hash" varchar(64),
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "codes_sms_purpose_check" CHECK ("codes_sms"."purpose" in ('confirmation', 'reinitialisation'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"bucket" varchar(40) NOT NULL,
	"key" varchar(128) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limits_bucket_key_pk" PRIMARY KEY("bucket","key")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"nom" varchar(60) NOT NULL,
	CONSTRAINT "roles_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"membre_id" integer NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "parametres" (
	"key" varchar(60) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" varchar(20) NOT NULL,
	"message" text NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"provider" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "sms_outbox_status_check" CHECK ("sms_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_membres_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."membres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membre_cotisations" ADD CONSTRAINT "membre_cotisations_membre_id_membres_id_fk" FOREIGN KEY ("membre_id") REFERENCES "public"."membres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membre_cotisations" ADD CONSTRAINT "membre_cotisations_cotisation_id_caisses_id_fk" FOREIGN KEY ("cotisation_id") REFERENCES "public"."caisses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membres" ADD CONSTRAINT "membres_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes_sms" ADD CONSTRAINT "codes_sms_membre_id_membres_id_fk" FOREIGN KEY ("membre_id") REFERENCES "public"."membres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_membre_id_membres_id_fk" FOREIGN KEY ("membre_id") REFERENCES "public"."membres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parametres" ADD CONSTRAINT "parametres_updated_by_membres_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."membres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "membres_bloc_idx" ON "membres" USING btree ("bloc");--> statement-breakpoint
CREATE INDEX "codes_sms_membre_purpose_idx" ON "codes_sms" USING btree ("membre_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "codes_sms_link_token_idx" ON "codes_sms" USING btree ("link_token_hash");--> statement-breakpoint
CREATE INDEX "sessions_membre_idx" ON "sessions" USING btree ("membre_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_pending_idx" ON "sms_outbox" USING btree ("status","next_attempt_at");