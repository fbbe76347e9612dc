CREATE TABLE "donation_ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donation_case_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"transaction_id" uuid,
	"payee" text,
	"purpose" text,
	"method" text,
	"evidence" text[] DEFAULT '{}'::text[] NOT NULL,
	"reverses_entry_id" uuid,
	"reason" text,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donation_ledger_entries_reverses_entry_id_unique" UNIQUE("reverses_entry_id"),
	CONSTRAINT "donation_ledger_entries_amount_positive" CHECK ("donation_ledger_entries"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "donation_cases" ADD COLUMN "fees_amount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_cases" ADD COLUMN "disbursed_amount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_transactions" ADD COLUMN "fee_cents" bigint;--> statement-breakpoint
ALTER TABLE "donation_ledger_entries" ADD CONSTRAINT "donation_ledger_entries_donation_case_id_donation_cases_id_fk" FOREIGN KEY ("donation_case_id") REFERENCES "public"."donation_cases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_ledger_entries" ADD CONSTRAINT "donation_ledger_entries_transaction_id_donation_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."donation_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_ledger_entries" ADD CONSTRAINT "donation_ledger_entries_reverses_entry_id_donation_ledger_entries_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."donation_ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_ledger_entries" ADD CONSTRAINT "donation_ledger_entries_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_ledger_entries_case_occurred_at_idx" ON "donation_ledger_entries" USING btree ("donation_case_id","occurred_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "donation_ledger_entries_transaction_type_idx" ON "donation_ledger_entries" USING btree ("transaction_id","type");--> statement-breakpoint
ALTER TABLE "donation_cases" ADD CONSTRAINT "donation_cases_held_nonnegative" CHECK ("donation_cases"."raised_amount_cents" - "donation_cases"."fees_amount_cents" - "donation_cases"."disbursed_amount_cents" >= 0);--> statement-breakpoint
-- The gifts received before the ledger existed open it, each on its day.
INSERT INTO "donation_ledger_entries" ("donation_case_id", "type", "amount_cents", "occurred_at", "transaction_id")
SELECT "donation_case_id", 'gift', "amount_cents", coalesce("completed_at", "created_at"), "id"
FROM "donation_transactions" WHERE "status" = 'completed';
