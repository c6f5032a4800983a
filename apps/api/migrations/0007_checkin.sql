CREATE TABLE "check_in_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"ticket_type_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"opens_minutes_before" integer DEFAULT 240 NOT NULL,
	"allow_reentry" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_in_states" (
	"list_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"first_device_name" text NOT NULL,
	"first_nonce" text NOT NULL,
	"inside" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_states_list_id_ticket_id_pk" PRIMARY KEY("list_id","ticket_id")
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nonce" text NOT NULL,
	"event_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"ticket_id" uuid,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"shown_outcome" text,
	"conflict" boolean DEFAULT false NOT NULL,
	"device_id" text NOT NULL,
	"device_name" text NOT NULL,
	"user_id" uuid,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "check_ins_nonce_unique" UNIQUE("nonce")
);
--> statement-breakpoint
ALTER TABLE "check_in_lists" ADD CONSTRAINT "check_in_lists_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_states" ADD CONSTRAINT "check_in_states_list_id_check_in_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."check_in_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_states" ADD CONSTRAINT "check_in_states_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_list_id_check_in_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."check_in_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_lists_event_idx" ON "check_in_lists" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_lists_one_default" ON "check_in_lists" USING btree ("event_id") WHERE is_default;--> statement-breakpoint
CREATE INDEX "check_in_states_ticket_idx" ON "check_in_states" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "check_ins_list_ticket_idx" ON "check_ins" USING btree ("list_id","ticket_id");--> statement-breakpoint
CREATE INDEX "check_ins_conflicts_idx" ON "check_ins" USING btree ("event_id") WHERE conflict;