-- Unlock codes become promo codes: each hidden type's code is a code of its event that reveals it, with no discount.
-- Hidden types sharing one code share one promo code. A code a promo code of the event already has stays that promo
-- code alone (it was read first already): the hidden types it also unlocked need a code of their own, made in the
-- back office's Promo codes (an edge: the form refused neither, so it may exist).
INSERT INTO "promo_codes" ("event_id", "code", "price_mode", "price_value", "reveals_hidden", "ticket_type_ids", "min_quantity")
SELECT t."event_id", min(t."unlock_code"), 'NONE', 0, true, array_agg(t."id" ORDER BY t."sort_order", t."id"), 1
FROM "ticket_types" t
WHERE t."unlock_code" IS NOT NULL AND t."hidden"
  AND NOT EXISTS (
    SELECT 1 FROM "promo_codes" p WHERE p."event_id" = t."event_id" AND lower(p."code") = lower(t."unlock_code")
  )
GROUP BY t."event_id", lower(t."unlock_code");
--> statement-breakpoint
ALTER TABLE "ticket_types" DROP COLUMN "unlock_code";
