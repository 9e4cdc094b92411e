CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"content" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_kind_check" CHECK ("documents"."kind" in ('statuts', 'legalisation', 'reglement', 'assistance'))
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_membres_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."membres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_kind_idx" ON "documents" USING btree ("kind","id");