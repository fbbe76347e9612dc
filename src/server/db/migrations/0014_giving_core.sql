CREATE SEQUENCE "public"."donation_receipt_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "donation_cases" ADD COLUMN "story_id" uuid;--> statement-breakpoint
ALTER TABLE "donation_cases" ADD COLUMN "show_amounts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_cases" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donation_transactions" ADD COLUMN "show_publicly" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_transactions" ADD COLUMN "message_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donation_transactions" ADD COLUMN "receipt_number" bigint;--> statement-breakpoint
ALTER TABLE "donation_cases" ADD CONSTRAINT "donation_cases_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_transactions_case_status_completed_idx" ON "donation_transactions" USING btree ("donation_case_id","status","completed_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "donation_cases" ADD CONSTRAINT "donation_cases_story_id_unique" UNIQUE("story_id");--> statement-breakpoint
ALTER TABLE "donation_transactions" ADD CONSTRAINT "donation_transactions_receipt_number_unique" UNIQUE("receipt_number");--> statement-breakpoint
-- Donations completed before receipt numbers existed get theirs, in the order they completed.
UPDATE "donation_transactions" AS t SET "receipt_number" = numbered.num FROM (SELECT id, nextval('donation_receipt_numbers') AS num FROM (SELECT id FROM "donation_transactions" WHERE status = 'completed' ORDER BY completed_at, id) AS ordered) AS numbered WHERE t.id = numbered.id;
