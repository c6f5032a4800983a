ALTER TABLE "orders" ADD COLUMN "access_token_hash" text;--> statement-breakpoint
CREATE INDEX "orders_guest_email_idx" ON "orders" USING btree (lower("buyer_email")) WHERE "orders"."buyer_user_id" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_access_token_hash_unique" UNIQUE("access_token_hash");