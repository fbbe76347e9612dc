CREATE TABLE "ledger_reconciliation_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"transaction_id" uuid,
	"provider_payment_id" text,
	"ledger_cents" bigint,
	"stripe_cents" bigint,
	"found_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "donation_transactions" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "ledger_reconciliation_items" ADD CONSTRAINT "ledger_reconciliation_items_transaction_id_donation_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."donation_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_reconciliation_items_open_key_idx" ON "ledger_reconciliation_items" USING btree ("key") WHERE "ledger_reconciliation_items"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "ledger_reconciliation_items_found_at_idx" ON "ledger_reconciliation_items" USING btree ("found_at","id");--> statement-breakpoint
CREATE INDEX "donation_transactions_stripe_completed_idx" ON "donation_transactions" USING btree ("completed_at") WHERE "donation_transactions"."provider" = 'stripe' and "donation_transactions"."status" = 'completed';--> statement-breakpoint
ALTER TABLE "donation_transactions" ADD CONSTRAINT "donation_transactions_provider_payment_id_unique" UNIQUE("provider_payment_id");