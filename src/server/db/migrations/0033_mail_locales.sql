ALTER TABLE "author_subscriptions" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "case_update_subscriptions" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "donation_transactions" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "monthly_gifts" ADD COLUMN "locale" text;