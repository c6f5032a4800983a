-- The list's capped count (up to 10,001 of an event's orders, by status) from the index alone, without the rows.
CREATE INDEX IF NOT EXISTS "orders_event_status_idx" ON "orders" USING btree ("event_id","status");
