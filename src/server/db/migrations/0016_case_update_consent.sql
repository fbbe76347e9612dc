CREATE TABLE "case_update_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donation_case_id" uuid NOT NULL,
	"email" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"confirm_token_hash" text,
	"confirmation_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_update_subscriptions_confirm_token_hash_unique" UNIQUE("confirm_token_hash")
);
--> statement-breakpoint
ALTER TABLE "case_update_subscriptions" ADD CONSTRAINT "case_update_subscriptions_donation_case_id_donation_cases_id_fk" FOREIGN KEY ("donation_case_id") REFERENCES "public"."donation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "case_update_subscriptions_case_email_key" ON "case_update_subscriptions" USING btree ("donation_case_id",lower("email"));--> statement-breakpoint
CREATE INDEX "case_update_subscriptions_email_sent_idx" ON "case_update_subscriptions" USING btree (lower("email"),"confirmation_sent_at");