CREATE TABLE "waiting_list_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"quantity" integer NOT NULL,
	"status" text NOT NULL,
	"confirm_token_hash" text,
	"waiting_since" timestamp with time zone,
	"offer_order_id" uuid,
	"offer_token_hash" text,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_quantity" CHECK ("waiting_list_entries"."quantity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waiting_list_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waiting_list_auto_offer" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waiting_list_offer_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waiting_list_skip_groups" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "waiting_places" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_offer_order_id_orders_id_fk" FOREIGN KEY ("offer_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waiting_list_line_idx" ON "waiting_list_entries" USING btree ("ticket_type_id","waiting_since","id") WHERE status = 'WAITING';--> statement-breakpoint
CREATE INDEX "waiting_list_event_idx" ON "waiting_list_entries" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_one_active" ON "waiting_list_entries" USING btree ("ticket_type_id","email") WHERE status in ('UNCONFIRMED', 'WAITING', 'OFFERED');--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_offer_token" ON "waiting_list_entries" USING btree ("offer_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_confirm_token" ON "waiting_list_entries" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "waiting_list_offer_order_idx" ON "waiting_list_entries" USING btree ("offer_order_id");--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_waiting_places" CHECK ("ticket_types"."waiting_places" >= 0);--> statement-breakpoint
-- Places came back on a type people wait for (a refund, a hold that ended, capacity raised, whoever wrote it): the
-- API hears it on this channel and queues the waiting list's offers (waiting-list/places-back.ts). Sent at commit.
CREATE FUNCTION admit_waiting_places_back() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('admit_waiting_list', NEW.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ticket_types_waiting_places_back AFTER UPDATE OF quantity_sold, capacity ON ticket_types
FOR EACH ROW WHEN (
  NEW.waiting_places > 0 AND NEW.quantity_sold < NEW.capacity
  AND (NEW.quantity_sold < OLD.quantity_sold OR NEW.capacity > OLD.capacity)
) EXECUTE FUNCTION admit_waiting_places_back();
