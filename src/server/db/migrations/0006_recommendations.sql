CREATE TABLE "job_ratings" (
	"user_id" text NOT NULL,
	"job_id" text NOT NULL,
	"rating" text NOT NULL,
	"reason" text,
	"rank_at_rating" integer,
	"score_at_rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_ratings_user_id_job_id_pk" PRIMARY KEY("user_id","job_id"),
	CONSTRAINT "job_ratings_rating" CHECK (rating in ('up', 'down'))
);
--> statement-breakpoint
ALTER TABLE "job_ratings" ADD CONSTRAINT "job_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_ratings" ADD CONSTRAINT "job_ratings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_ratings_job_idx" ON "job_ratings" USING btree ("job_id");