CREATE TABLE "objects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"owner_user_id" uuid,
	"owner_session" text,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer,
	"sha256" text,
	"stored_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "objects_owner_user_idx" ON "objects" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "objects_owner_session_idx" ON "objects" USING btree ("owner_session");