CREATE TABLE "assessment_takes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"step" text NOT NULL,
	"take" integer NOT NULL,
	"status" text NOT NULL,
	"answers" jsonb NOT NULL,
	"scores" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "assessment_takes_status" CHECK (status in ('draft', 'submitted')),
	CONSTRAINT "assessment_takes_submitted_has_scores" CHECK ((status = 'draft') = (submitted_at is null) and (status = 'draft') = (scores is null))
);
--> statement-breakpoint
CREATE TABLE "voc_feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expected_job_found" boolean NOT NULL,
	"satisfaction_level" integer NOT NULL,
	"improvement_suggestions" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voc_feedback_satisfaction_range" CHECK (satisfaction_level between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "voc_feedback_dialogs" (
	"user_id" text PRIMARY KEY NOT NULL,
	"shown_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_takes" ADD CONSTRAINT "assessment_takes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voc_feedback" ADD CONSTRAINT "voc_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voc_feedback_dialogs" ADD CONSTRAINT "voc_feedback_dialogs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_takes_user_step_take_idx" ON "assessment_takes" USING btree ("user_id","step","take");--> statement-breakpoint
CREATE INDEX "voc_feedback_user_idx" ON "voc_feedback" USING btree ("user_id");