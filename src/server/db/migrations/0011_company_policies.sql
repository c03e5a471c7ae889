CREATE TABLE "company_policies" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"trip" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" uuid,
	CONSTRAINT "company_policies_one_row" CHECK ("company_policies"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "company_policies" ADD CONSTRAINT "company_policies_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;