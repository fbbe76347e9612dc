DROP INDEX "comments_post_created_at_idx";--> statement-breakpoint
DROP INDEX "comments_parent_idx";--> statement-breakpoint
DROP INDEX "posts_created_at_idx";--> statement-breakpoint
DROP INDEX "posts_category_created_at_idx";--> statement-breakpoint
DROP INDEX "posts_views_idx";--> statement-breakpoint
DROP INDEX "posts_user_created_at_idx";--> statement-breakpoint
CREATE INDEX "comments_post_created_at_idx" ON "comments" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "posts_category_created_at_idx" ON "posts" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "posts_views_idx" ON "posts" USING btree ("views","created_at","id");--> statement-breakpoint
CREATE INDEX "posts_user_created_at_idx" ON "posts" USING btree ("user_id","created_at","id");