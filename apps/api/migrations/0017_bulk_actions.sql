CREATE TABLE "bulk_action_items" (
	"bulk_action_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"outcome" text,
	"message" text,
	"done_at" timestamp with time zone,
	CONSTRAINT "bulk_action_items_bulk_action_id_order_id_pk" PRIMARY KEY("bulk_action_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "bulk_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"filter" jsonb,
	"refund" boolean DEFAULT true NOT NULL,
	"notify" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"total" integer NOT NULL,
	"requested_by" uuid NOT NULL,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bulk_action_items" ADD CONSTRAINT "bulk_action_items_bulk_action_id_bulk_actions_id_fk" FOREIGN KEY ("bulk_action_id") REFERENCES "public"."bulk_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_action_items" ADD CONSTRAINT "bulk_action_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_actions" ADD CONSTRAINT "bulk_actions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_action_items_pending_idx" ON "bulk_action_items" USING btree ("bulk_action_id","order_id") WHERE "bulk_action_items"."outcome" is null;--> statement-breakpoint
CREATE INDEX "bulk_actions_event_idx" ON "bulk_actions" USING btree ("event_id","created_at");