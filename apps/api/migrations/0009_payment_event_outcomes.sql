ALTER TABLE "payment_events" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "order_id" uuid;