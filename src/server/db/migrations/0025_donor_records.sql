CREATE SEQUENCE "public"."donor_statement_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "donor_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"donor_key" text NOT NULL,
	"user_id" uuid,
	"number" text NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donor_statements_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "donor_statements" ADD CONSTRAINT "donor_statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donor_statements_year_donor_key" ON "donor_statements" USING btree ("year","donor_key");--> statement-breakpoint
CREATE INDEX "donation_transactions_donor_user_created_at_idx" ON "donation_transactions" USING btree ("donor_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "donation_transactions_donor_email_created_at_idx" ON "donation_transactions" USING btree (lower("donor_email"),"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "donation_transactions_completed_with_email_idx" ON "donation_transactions" USING btree ("completed_at") WHERE "donation_transactions"."status" = 'completed' and "donation_transactions"."donor_email" is not null;