-- Issue 22: the operator's purge is the one named exception to the money guards of migration 0005.
-- Rows of an association may be deleted only by a transaction that names it
-- (SET LOCAL quartier.purge_association = '<id>', written by the operator's purge alone) AND whose
-- deletion date, set by the operator's delete after an export, has passed. Any other association's
-- money, and this one's before its date, stay refused as before.
CREATE OR REPLACE FUNCTION quartier_refuse_rewrite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('quartier.restauration', true), '') = 'on' THEN
    RETURN COALESCE(OLD, NEW);
  END IF;
  IF TG_OP = 'DELETE'
     AND coalesce(current_setting('quartier.purge_association', true), '') = OLD."association_id"::text
     AND EXISTS (SELECT 1 FROM "associations" a WHERE a."id" = OLD."association_id"
                   AND a."suppression_prevue_le" IS NOT NULL AND a."suppression_prevue_le" <= now()) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'Interdit : % sur % (l''argent et son historique ne sont jamais effacés ni réécrits)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'P0001';
END
$$
