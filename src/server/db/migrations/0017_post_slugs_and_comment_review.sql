ALTER TABLE "posts" DROP CONSTRAINT "posts_slug_unique";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
CREATE INDEX "comments_pending_idx" ON "comments" USING btree ("created_at","id") WHERE "comments"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "posts_published_slug_idx" ON "posts" USING btree ("slug") WHERE "posts"."status" = 'published';--> statement-breakpoint
CREATE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_status_known" CHECK ("comments"."status" in ('published', 'pending'));