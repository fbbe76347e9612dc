ALTER TABLE "donation_cases" ALTER COLUMN "goal_amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "donation_cases" ALTER COLUMN "raised_amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "donation_cases" ALTER COLUMN "amount_options_cents" SET DATA TYPE bigint[];--> statement-breakpoint
ALTER TABLE "donation_cases" ALTER COLUMN "amount_options_cents" SET DEFAULT '{1000,2500,5000,10000}'::bigint[];--> statement-breakpoint
ALTER TABLE "donation_transactions" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;