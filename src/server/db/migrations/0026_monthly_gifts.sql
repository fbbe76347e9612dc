CREATE TABLE "monthly_gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donation_case_id" uuid NOT NULL,
	"donor_user_id" uuid,
	"donor_name" text DEFAULT 'Anonymous' NOT NULL,
	"donor_email" text,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"checkout_session_id" text,
	"stripe_subscription_id" text,
	"stripe_customer_id" text,
	"ends_reason" text,
	"ended_at" timestamp with time zone,
	"end_notice_sent_at" timestamp with time zone,
	"last_failed_invoice_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monthly_gifts_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "monthly_gifts_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id"),
	CONSTRAINT "monthly_gifts_amount_positive" CHECK ("monthly_gifts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "donation_cases" ADD COLUMN "monthly_target_cents" bigint;--> statement-breakpoint
ALTER TABLE "donation_transactions" ADD COLUMN "monthly_gift_id" uuid;--> statement-breakpoint
ALTER TABLE "monthly_gifts" ADD CONSTRAINT "monthly_gifts_donation_case_id_donation_cases_id_fk" FOREIGN KEY ("donation_case_id") REFERENCES "public"."donation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_gifts" ADD CONSTRAINT "monthly_gifts_donor_user_id_users_id_fk" FOREIGN KEY ("donor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monthly_gifts_case_status_idx" ON "monthly_gifts" USING btree ("donation_case_id","status");--> statement-breakpoint
CREATE INDEX "monthly_gifts_donor_user_idx" ON "monthly_gifts" USING btree ("donor_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "monthly_gifts_donor_email_idx" ON "monthly_gifts" USING btree (lower("donor_email"),"created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "donation_transactions" ADD CONSTRAINT "donation_transactions_monthly_gift_id_monthly_gifts_id_fk" FOREIGN KEY ("monthly_gift_id") REFERENCES "public"."monthly_gifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_transactions_monthly_gift_idx" ON "donation_transactions" USING btree ("monthly_gift_id","completed_at" DESC NULLS LAST) WHERE "donation_transactions"."monthly_gift_id" is not null;