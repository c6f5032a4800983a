ALTER TABLE "check_ins" DROP CONSTRAINT "check_ins_nonce_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_event_nonce" ON "check_ins" USING btree ("event_id","nonce");