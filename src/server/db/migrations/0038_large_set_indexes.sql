DROP INDEX "comments_created_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_action_created_at_idx";--> statement-breakpoint
DROP INDEX "donation_case_updates_case_posted_at_idx";--> statement-breakpoint
DROP INDEX "donation_cases_active_created_at_idx";--> statement-breakpoint
DROP INDEX "donation_transactions_case_status_completed_idx";--> statement-breakpoint
DROP INDEX "donation_transactions_case_created_at_idx";--> statement-breakpoint
DROP INDEX "donation_transactions_donor_user_created_at_idx";--> statement-breakpoint
DROP INDEX "donation_transactions_donor_email_created_at_idx";--> statement-breakpoint
DROP INDEX "donation_transactions_monthly_gift_idx";--> statement-breakpoint
DROP INDEX "follows_following_idx";--> statement-breakpoint
DROP INDEX "monthly_gifts_donor_user_idx";--> statement-breakpoint
DROP INDEX "monthly_gifts_donor_email_idx";--> statement-breakpoint
DROP INDEX "notifications_recipient_created_at_idx";--> statement-breakpoint
DROP INDEX "posts_views_idx";--> statement-breakpoint
DROP INDEX "posts_updated_at_idx";--> statement-breakpoint
DROP INDEX "publisher_requests_status_created_at_idx";--> statement-breakpoint
DROP INDEX "reports_status_created_at_idx";--> statement-breakpoint
DROP INDEX "stories_status_created_at_idx";--> statement-breakpoint
DROP INDEX "stories_status_category_idx";--> statement-breakpoint
DROP INDEX "stories_status_country_idx";--> statement-breakpoint
DROP INDEX "stories_user_status_idx";--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
CREATE INDEX "comments_published_created_at_idx" ON "comments" USING btree ("created_at","id") WHERE "comments"."status" = 'published';--> statement-breakpoint
CREATE INDEX "reports_created_at_idx" ON "reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "stories_status_views_idx" ON "stories" USING btree ("status","views","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_at_idx" ON "audit_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "donation_case_updates_case_posted_at_idx" ON "donation_case_updates" USING btree ("donation_case_id","posted_at","id");--> statement-breakpoint
CREATE INDEX "donation_cases_active_created_at_idx" ON "donation_cases" USING btree ("active","created_at");--> statement-breakpoint
CREATE INDEX "donation_transactions_case_status_completed_idx" ON "donation_transactions" USING btree ("donation_case_id","status","completed_at","id");--> statement-breakpoint
CREATE INDEX "donation_transactions_case_created_at_idx" ON "donation_transactions" USING btree ("donation_case_id","created_at","id");--> statement-breakpoint
CREATE INDEX "donation_transactions_donor_user_created_at_idx" ON "donation_transactions" USING btree ("donor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "donation_transactions_donor_email_created_at_idx" ON "donation_transactions" USING btree (lower("donor_email"),"created_at");--> statement-breakpoint
CREATE INDEX "donation_transactions_monthly_gift_idx" ON "donation_transactions" USING btree ("monthly_gift_id","completed_at") WHERE "donation_transactions"."monthly_gift_id" is not null;--> statement-breakpoint
CREATE INDEX "follows_following_idx" ON "follows" USING btree ("following_id","created_at");--> statement-breakpoint
CREATE INDEX "monthly_gifts_donor_user_idx" ON "monthly_gifts" USING btree ("donor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "monthly_gifts_donor_email_idx" ON "monthly_gifts" USING btree (lower("donor_email"),"created_at");--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_at_idx" ON "notifications" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "posts_views_idx" ON "posts" USING btree ("status","views","created_at","id");--> statement-breakpoint
CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "publisher_requests_status_created_at_idx" ON "publisher_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reports_status_created_at_idx" ON "reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "stories_status_created_at_idx" ON "stories" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "stories_status_category_idx" ON "stories" USING btree ("status","category","created_at","id");--> statement-breakpoint
CREATE INDEX "stories_status_country_idx" ON "stories" USING btree ("status","country","created_at","id");--> statement-breakpoint
CREATE INDEX "stories_user_status_idx" ON "stories" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");