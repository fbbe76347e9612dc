ALTER TABLE "donation_transactions" ADD COLUMN "pledged_amount_cents" bigint;--> statement-breakpoint
ALTER TABLE "donation_transactions" ADD COLUMN "received_method" text;--> statement-breakpoint
ALTER TABLE "donation_transactions" ADD COLUMN "received_reference" text;--> statement-breakpoint
ALTER TABLE "donation_transactions" ADD COLUMN "lapsed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donation_transactions" ADD COLUMN "lapse_reason" text;