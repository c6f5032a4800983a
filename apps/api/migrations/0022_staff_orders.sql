-- Pay-later orders reserved by staff (issue 22): the buyer's name as entered, and a payment recorded by hand.
ALTER TABLE "orders" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_name" text;