-- Issue 25 (ADR 0029): each person's language, French or English, for their screens and their SMS.
-- A person, not a membership: one phone receives one language whatever the association. Everyone
-- already here keeps French, the language they have used so far. The association's default for
-- new members is a setting (parametres 'association.langueDefaut'), which needs no column.
ALTER TABLE "personnes" ADD COLUMN "langue" varchar(2) DEFAULT 'fr' NOT NULL;
--> statement-breakpoint
ALTER TABLE "personnes" ADD CONSTRAINT "personnes_langue_check" CHECK ("langue" in ('fr', 'en'));
