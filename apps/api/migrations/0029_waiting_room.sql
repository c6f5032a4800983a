CREATE TABLE "waiting_room_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"browser_hash" text NOT NULL,
	"user_id" uuid,
	"address_group" text NOT NULL,
	"draw" bigint NOT NULL,
	"seq" bigint,
	"proof" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"admitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "waiting_rooms" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"pre_queue_minutes" integer DEFAULT 15 NOT NULL,
	"admit_per_minute" integer NOT NULL,
	"rate_per_minute" double precision NOT NULL,
	"admitted_base" double precision DEFAULT 0 NOT NULL,
	"rate_since" timestamp with time zone NOT NULL,
	"hold_minutes" integer DEFAULT 5 NOT NULL,
	"sequenced_at" timestamp with time zone,
	"next_seq" bigint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_rooms_rate_positive" CHECK ("waiting_rooms"."admit_per_minute" > 0 and "waiting_rooms"."rate_per_minute" > 0),
	CONSTRAINT "waiting_rooms_pre_queue_bounded" CHECK ("waiting_rooms"."pre_queue_minutes" between 0 and 1440)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "admission_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "waiting_room_entries" ADD CONSTRAINT "waiting_room_entries_event_id_waiting_rooms_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."waiting_rooms"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_room_entries" ADD CONSTRAINT "waiting_room_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD CONSTRAINT "waiting_rooms_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_room_entries_browser_idx" ON "waiting_room_entries" USING btree ("event_id","browser_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_room_entries_user_idx" ON "waiting_room_entries" USING btree ("event_id","user_id") WHERE "waiting_room_entries"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_room_entries_proof_idx" ON "waiting_room_entries" USING btree ("proof");--> statement-breakpoint
CREATE INDEX "waiting_room_entries_seq_idx" ON "waiting_room_entries" USING btree ("event_id","seq");--> statement-breakpoint
CREATE INDEX "orders_admission_idx" ON "orders" USING btree ("admission_entry_id") WHERE "orders"."admission_entry_id" is not null;