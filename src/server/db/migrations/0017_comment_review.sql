ALTER TABLE "comments" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
CREATE INDEX "comments_pending_idx" ON "comments" USING btree ("created_at","id") WHERE "comments"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_status_known" CHECK ("comments"."status" in ('published', 'pending'));