CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"help_text" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"scope" text NOT NULL,
	"ticket_type_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"show_at_door" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_answers" (
	"order_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"place" integer NOT NULL,
	"values" jsonb NOT NULL,
	CONSTRAINT "order_answers_order_id_question_id_place_pk" PRIMARY KEY("order_id","question_id","place")
);
--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_answers" ADD CONSTRAINT "order_answers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_answers" ADD CONSTRAINT "order_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_event_idx" ON "questions" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "order_answers_question_idx" ON "order_answers" USING btree ("question_id");--> statement-breakpoint
-- A question is asked for ticket types of its own event only (the organizer's list of ids, checked whoever writes it).
CREATE FUNCTION admit_question_types() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM unnest(NEW.ticket_type_ids) AS t(id)
    WHERE NOT EXISTS (SELECT 1 FROM ticket_types tt WHERE tt.id = t.id AND tt.event_id = NEW.event_id)
  ) THEN
    RAISE EXCEPTION 'a question is asked for ticket types of its own event only'
      USING ERRCODE = '23514', CONSTRAINT = 'questions_ticket_types';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER questions_types BEFORE INSERT OR UPDATE OF ticket_type_ids, event_id ON questions
  FOR EACH ROW EXECUTE FUNCTION admit_question_types();
