-- A refund from the order detail may be made without mailing the buyer (issue 22).
ALTER TABLE "refunds" ADD COLUMN "notify_buyer" boolean DEFAULT true NOT NULL;