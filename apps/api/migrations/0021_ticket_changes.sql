-- Ticket type changes (issue 22): a dearer type waits for the buyer to pay the difference; a line may end with no places.
CREATE TABLE "ticket_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"from_ticket_type_id" uuid NOT NULL,
	"to_ticket_type_id" uuid NOT NULL,
	"difference_minor" integer NOT NULL,
	"status" text NOT NULL,
	"pay_token_hash" text,
	"payment_intent_id" text,
	"expires_at" timestamp with time zone,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "ticket_changes_payment_intent_id_unique" UNIQUE("payment_intent_id")
);
--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_quantity_positive";--> statement-breakpoint
ALTER TABLE "ticket_changes" ADD CONSTRAINT "ticket_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_changes" ADD CONSTRAINT "ticket_changes_from_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("from_ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_changes" ADD CONSTRAINT "ticket_changes_to_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("to_ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_changes" ADD CONSTRAINT "ticket_changes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_changes_order_idx" ON "ticket_changes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_changes_one_waiting" ON "ticket_changes" USING btree ("ticket_id") WHERE status = 'AWAITING_PAYMENT';--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_quantity_not_negative" CHECK ("order_lines"."quantity" >= 0);