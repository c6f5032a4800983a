ALTER TABLE "events" ADD COLUMN "refund_policy_mode" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "refund_policy_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "refund_policy_percent" integer DEFAULT 100 NOT NULL;