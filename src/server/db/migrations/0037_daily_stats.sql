CREATE TABLE "daily_stats" (
	"day" date NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	"gifts" integer DEFAULT 0 NOT NULL,
	"gifts_amount_cents" bigint DEFAULT 0 NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"posts" integer DEFAULT 0 NOT NULL,
	"narratives" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_stats_subject_type_subject_id_day_pk" PRIMARY KEY("subject_type","subject_id","day")
);
--> statement-breakpoint
CREATE INDEX "daily_stats_type_day_idx" ON "daily_stats" USING btree ("subject_type","day");