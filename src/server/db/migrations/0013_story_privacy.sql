CREATE TABLE "story_takedowns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"email" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "contact_visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "story_takedowns" ADD CONSTRAINT "story_takedowns_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_takedowns" ADD CONSTRAINT "story_takedowns_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_takedowns_status_created_at_idx" ON "story_takedowns" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "story_takedowns_story_status_idx" ON "story_takedowns" USING btree ("story_id","status");--> statement-breakpoint
-- Narratives written before the choice: a WhatsApp contact is a phone number, shown on request.
UPDATE "stories" SET "contact_visibility" = 'on_request' WHERE "contact_platform" = 'whatsapp';
