ALTER TABLE "posts" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;