CREATE TABLE "recommendation_input_versions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recommendation_input_versions" ADD CONSTRAINT "recommendation_input_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Bumps the version of each person whose recommendation input a row change touched, in the same
-- transaction, and names them on the 'recommendation_input' channel as it commits (PGlite's server
-- listens: it is the only process that writes there). Hand-written: drizzle-kit does not manage
-- functions or triggers, and leaves these alone.
CREATE FUNCTION "note_recommendation_input_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[] := '{}';
  person text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed := changed || OLD."user_id";
  END IF;
  IF TG_OP <> 'DELETE' AND NOT (NEW."user_id" = ANY (changed)) THEN
    changed := changed || NEW."user_id";
  END IF;
  FOREACH person IN ARRAY changed LOOP
    -- A person being deleted (withdrawal cascades to their rows) gets no new row.
    INSERT INTO "recommendation_input_versions" ("user_id")
      SELECT person WHERE EXISTS (SELECT 1 FROM "users" WHERE "id" = person)
      ON CONFLICT ("user_id") DO UPDATE SET "version" = "recommendation_input_versions"."version" + 1;
    PERFORM pg_notify('recommendation_input', person);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only submitted takes are recommendation input (the profile reads the latest submitted take of
-- each step): saving a draft changes nothing there.
CREATE TRIGGER "assessment_takes_recommendation_input_insert" AFTER INSERT ON "assessment_takes"
  FOR EACH ROW WHEN (NEW."status" = 'submitted') EXECUTE FUNCTION "note_recommendation_input_change"();
--> statement-breakpoint
CREATE TRIGGER "assessment_takes_recommendation_input_update" AFTER UPDATE ON "assessment_takes"
  FOR EACH ROW WHEN (OLD."status" = 'submitted' OR NEW."status" = 'submitted')
  EXECUTE FUNCTION "note_recommendation_input_change"();
--> statement-breakpoint
CREATE TRIGGER "assessment_takes_recommendation_input_delete" AFTER DELETE ON "assessment_takes"
  FOR EACH ROW WHEN (OLD."status" = 'submitted') EXECUTE FUNCTION "note_recommendation_input_change"();
--> statement-breakpoint
CREATE TRIGGER "job_ratings_recommendation_input" AFTER INSERT OR UPDATE OR DELETE ON "job_ratings"
  FOR EACH ROW EXECUTE FUNCTION "note_recommendation_input_change"();
