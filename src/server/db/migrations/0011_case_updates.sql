CREATE TABLE "donation_case_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donation_case_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donation_transactions" ADD COLUMN "wants_updates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_transactions" ADD COLUMN "donor_user_id" uuid;--> statement-breakpoint
ALTER TABLE "donation_case_updates" ADD CONSTRAINT "donation_case_updates_donation_case_id_donation_cases_id_fk" FOREIGN KEY ("donation_case_id") REFERENCES "public"."donation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_case_updates" ADD CONSTRAINT "donation_case_updates_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_case_updates_case_posted_at_idx" ON "donation_case_updates" USING btree ("donation_case_id","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "donation_transactions" ADD CONSTRAINT "donation_transactions_donor_user_id_users_id_fk" FOREIGN KEY ("donor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_transactions_update_recipients_idx" ON "donation_transactions" USING btree ("donation_case_id") WHERE "donation_transactions"."wants_updates" and "donation_transactions"."status" = 'completed';