CREATE TABLE "voc_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"category" text NOT NULL,
	"message" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voc_messages" ADD CONSTRAINT "voc_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voc_messages_user_idx" ON "voc_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "voc_messages_created_at_idx" ON "voc_messages" USING btree ("created_at");