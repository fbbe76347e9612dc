-- Unlogged (written by hand after drizzle-kit): rate-limit counts are worth no WAL.
CREATE UNLOGGED TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"resets_at" bigint NOT NULL,
	"last_hit_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_windows_resets_at_idx" ON "rate_limit_windows" USING btree ("resets_at");