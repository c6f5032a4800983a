CREATE TABLE "door_devices" (
	"event_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"user_id" uuid,
	"last_contact_at" timestamp with time zone NOT NULL,
	CONSTRAINT "door_devices_event_id_device_id_pk" PRIMARY KEY("event_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "door_devices" ADD CONSTRAINT "door_devices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_devices" ADD CONSTRAINT "door_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;