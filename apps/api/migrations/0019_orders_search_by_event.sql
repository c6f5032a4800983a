-- The orders list's search within one event through one index: btree_gin lets a GIN index hold the event's id
-- beside the trigrams, so a search reads its own event's matches, not those of every event of every organization.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX IF EXISTS "orders_search_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_event_search_idx" ON "orders" USING gin ("event_id","search_text" gin_trgm_ops);
