-- The checkout page's wait for PAID also hears a late payment: an order whose hold ran out (EXPIRED) before its
-- webhook came is then paid (a late payment kept) or refunded (latePayment set), and the page, told EXPIRED, keeps
-- listening for that. So the ping goes out whenever an order leaves RESERVED or EXPIRED, or its late payment is
-- decided; a mass refund or cancellation of paid orders still sends nothing here.
DROP TRIGGER order_left_hold ON orders;
--> statement-breakpoint
CREATE TRIGGER order_left_hold AFTER UPDATE OF status, late_payment ON orders
  FOR EACH ROW WHEN (
    (OLD.status IN ('RESERVED', 'EXPIRED') AND NEW.status <> OLD.status)
    OR OLD.late_payment IS DISTINCT FROM NEW.late_payment
  ) EXECUTE FUNCTION admit_order_left_hold();
