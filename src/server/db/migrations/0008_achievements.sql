-- Hand-written (issue 21): XP that cannot be farmed, and achievements.
--
-- A completion's award is kept when it is undone: completing again restores the same XP and the
-- same day (for the streak) instead of awarding anew. NULL awarded_xp on a completed row means
-- the mission's full XP (completions made before the daily cap existed).
ALTER TABLE "roadmap_missions" ADD COLUMN "awarded_xp" integer;--> statement-breakpoint
ALTER TABLE "roadmap_missions" ADD COLUMN "awarded_on" date;--> statement-breakpoint
UPDATE "roadmap_missions" SET "awarded_on" = "completed_on" WHERE "completed_on" IS NOT NULL;--> statement-breakpoint
-- XP a person was awarded on a day (Asia/Seoul), across all their roadmaps: the daily cap counts
-- this. Only ever grows: undoing a completion or deleting a roadmap frees no room for the day.
CREATE TABLE "daily_xp" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_xp_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "daily_xp" ADD CONSTRAINT "daily_xp_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Achievements a person has earned (src/shared/achievements.ts defines them), once each.
CREATE TABLE "earned_achievements" (
	"user_id" text NOT NULL,
	"achievement_id" text NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earned_achievements_user_id_achievement_id_pk" PRIMARY KEY("user_id","achievement_id")
);
--> statement-breakpoint
ALTER TABLE "earned_achievements" ADD CONSTRAINT "earned_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
