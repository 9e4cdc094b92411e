-- Issue 22: the founder's own block, typed with the association's facts, waits with them.
ALTER TABLE "creations_association" ADD COLUMN "bloc" varchar(60) DEFAULT '' NOT NULL
--> statement-breakpoint
-- The code of a creation is sent before its association exists: the service's own messages are
-- association 0 of the outbox (as the service-wide counters are association 0 of rate_limits).
-- They are written and sent in the service scope only; the policy of the table still shows an
-- association its own rows and nothing else, so no association ever reads a founder's code.
ALTER TABLE "sms_outbox" DROP CONSTRAINT "sms_outbox_association_id_fk"
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_association_id_check" CHECK ("association_id" >= 0)
