-- Issue 22 (ADR 0023): indexes for the hot reads of a large association, found by
-- scripts/bench/explain-hot.mjs on a 5,000-member association.
-- The shares of the 10 members of a fund table's page, all years (solidarity balance) or one
-- year: 10 index-only lookups instead of reading the fund's ~86,000 shares
-- (sortie_parts_caisse_annee_idx leads with the year, so without one it reads them all).
-- 'Mes contributions' reads a member's shares per year through it too.
CREATE INDEX "sortie_parts_membre_idx" ON "sortie_parts" ("association_id", "cotisation_id", "membre_id") INCLUDE ("annee", "montant")
--> statement-breakpoint
-- Who is subscribed to a fund (the rows of its table, the reminders): an index-only read of the
-- active subscribers instead of every subscription of the association (or of the service).
CREATE INDEX "membre_cotisations_actifs_idx" ON "membre_cotisations" ("association_id", "cotisation_id", "membre_id") WHERE "statut" = 'Actif'
