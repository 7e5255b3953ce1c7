CREATE TABLE "dream_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"job_id" text,
	"custom_name" text,
	"note" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dream_jobs_one_kind" CHECK ((job_id is null) <> (custom_name is null))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"industry" text NOT NULL,
	"summary" text NOT NULL,
	"profile" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"in_catalog" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dream_jobs" ADD CONSTRAINT "dream_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dream_jobs" ADD CONSTRAINT "dream_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dream_jobs_user_position_idx" ON "dream_jobs" USING btree ("user_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "dream_jobs_user_job_idx" ON "dream_jobs" USING btree ("user_id","job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dream_jobs_user_custom_name_idx" ON "dream_jobs" USING btree ("user_id","custom_name");--> statement-breakpoint
CREATE INDEX "dream_jobs_job_idx" ON "dream_jobs" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_name_in_catalog_idx" ON "jobs" USING btree ("name") WHERE in_catalog;--> statement-breakpoint
CREATE INDEX "jobs_industry_idx" ON "jobs" USING btree ("industry");