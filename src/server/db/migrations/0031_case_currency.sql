ALTER TABLE "donation_cases" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_reconciliation_items" ADD COLUMN "currency" text;