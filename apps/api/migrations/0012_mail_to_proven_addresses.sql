CREATE TABLE "mail_address_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "mail_address_confirmations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tickets_mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_address_confirmations_email_idx" ON "mail_address_confirmations" USING btree ("email");--> statement-breakpoint
-- Orders paid before this change were mailed their tickets already.
UPDATE "orders" SET "tickets_mailed_at" = "paid_at" WHERE "paid_at" IS NOT NULL AND "buyer_email" IS NOT NULL;
