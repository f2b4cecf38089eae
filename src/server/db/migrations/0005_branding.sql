CREATE TABLE "user_brandings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"logo" bytea,
	"logo_mime_type" text,
	"accent_color" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_brandings" ADD CONSTRAINT "user_brandings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
