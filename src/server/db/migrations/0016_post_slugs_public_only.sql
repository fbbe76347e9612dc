ALTER TABLE "posts" DROP CONSTRAINT "posts_slug_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "posts_published_slug_idx" ON "posts" USING btree ("slug") WHERE "posts"."status" = 'published';--> statement-breakpoint
CREATE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");