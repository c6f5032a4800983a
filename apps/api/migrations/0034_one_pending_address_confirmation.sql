-- Two payments naming one unproven address at once could each write a pending request (and mail two links). Keep
-- each address's newest pending request (its link is the latest mailed); older pending ones go. The lock keeps an
-- instance still on the old code from writing a second one between the delete and the index.
LOCK TABLE "mail_address_confirmations" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
DELETE FROM "mail_address_confirmations" c
 WHERE c.confirmed_at IS NULL
   AND EXISTS (SELECT 1 FROM "mail_address_confirmations" n
                WHERE n.email = c.email AND n.confirmed_at IS NULL
                  AND (n.created_at, n.id) > (c.created_at, c.id));--> statement-breakpoint
CREATE UNIQUE INDEX "mail_address_confirmations_pending_idx" ON "mail_address_confirmations" USING btree ("email") WHERE confirmed_at is null;
