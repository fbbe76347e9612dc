ALTER TABLE "post_revisions" ADD COLUMN "cover_focus_x" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD COLUMN "cover_focus_y" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "cover_focus_x" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "cover_focus_y" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "cover_focus_x" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "cover_focus_y" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_cover_focus_in_range" CHECK ("posts"."cover_focus_x" between 0 and 100 and "posts"."cover_focus_y" between 0 and 100);--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_cover_focus_in_range" CHECK ("stories"."cover_focus_x" between 0 and 100 and "stories"."cover_focus_y" between 0 and 100);