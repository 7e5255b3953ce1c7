CREATE TABLE "daily_mission_picks" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"picks" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_mission_picks_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "roadmap_milestones" (
	"id" text PRIMARY KEY NOT NULL,
	"roadmap_id" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roadmap_missions" (
	"id" text PRIMARY KEY NOT NULL,
	"roadmap_id" text NOT NULL,
	"milestone_id" text NOT NULL,
	"mission_id" text NOT NULL,
	"position" integer NOT NULL,
	"added_by" text NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_on" date,
	"reflection" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roadmap_pauses" (
	"id" text PRIMARY KEY NOT NULL,
	"roadmap_id" text NOT NULL,
	"started_on" date NOT NULL,
	"ended_on" date
);
--> statement-breakpoint
CREATE TABLE "roadmaps" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"job_id" text,
	"job_name" text,
	"family_id" text NOT NULL,
	"rank" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_mission_picks" ADD CONSTRAINT "daily_mission_picks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadmap_milestones" ADD CONSTRAINT "roadmap_milestones_roadmap_id_roadmaps_id_fk" FOREIGN KEY ("roadmap_id") REFERENCES "public"."roadmaps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadmap_missions" ADD CONSTRAINT "roadmap_missions_roadmap_id_roadmaps_id_fk" FOREIGN KEY ("roadmap_id") REFERENCES "public"."roadmaps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadmap_missions" ADD CONSTRAINT "roadmap_missions_milestone_id_roadmap_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."roadmap_milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadmap_pauses" ADD CONSTRAINT "roadmap_pauses_roadmap_id_roadmaps_id_fk" FOREIGN KEY ("roadmap_id") REFERENCES "public"."roadmaps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadmaps" ADD CONSTRAINT "roadmaps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roadmap_milestones_roadmap_title_idx" ON "roadmap_milestones" USING btree ("roadmap_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "roadmap_missions_roadmap_mission_idx" ON "roadmap_missions" USING btree ("roadmap_id","mission_id");--> statement-breakpoint
CREATE INDEX "roadmap_missions_milestone_idx" ON "roadmap_missions" USING btree ("milestone_id");--> statement-breakpoint
CREATE INDEX "roadmap_pauses_roadmap_idx" ON "roadmap_pauses" USING btree ("roadmap_id");--> statement-breakpoint
CREATE INDEX "roadmaps_user_rank_idx" ON "roadmaps" USING btree ("user_id","rank");