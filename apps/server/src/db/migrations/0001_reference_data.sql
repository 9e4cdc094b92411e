-- Reference data the API depends on: role codes (rulings R4) and caisse ids (spec section 9).
INSERT INTO "roles" ("code", "nom") VALUES
  ('president', 'Président'),
  ('secretaire', 'Secrétaire'),
  ('vice_president', 'Vice-président'),
  ('tresorier', 'Trésorier'),
  ('commissaire_aux_comptes', 'Commissaire aux comptes'),
  ('censeur', 'Censeur'),
  ('membre', 'Membre')
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "caisses" ("id", "nom") VALUES
  (1, 'Fond de solidarité'),
  (2, 'Inscription'),
  (3, 'Cotisation Mensuelle')
ON CONFLICT ("id") DO NOTHING;
