CREATE TABLE "payer_rates" (
	"payer_id" uuid NOT NULL,
	"level_of_service" "level_of_service" NOT NULL,
	"base_cents" integer NOT NULL,
	"miles_included" numeric(6, 2) NOT NULL,
	"per_mile_cents" integer NOT NULL,
	"free_wait_minutes" integer NOT NULL,
	"wait_per_15_cents" integer NOT NULL,
	"no_show_cents" integer NOT NULL,
	"late_cancellation_cents" integer NOT NULL,
	"escort_cents" integer NOT NULL,
	"after_hours_cents" integer NOT NULL,
	"after_hours_start" text,
	"after_hours_end" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payer_rates_payer_id_level_of_service_pk" PRIMARY KEY("payer_id","level_of_service")
);
--> statement-breakpoint
CREATE TABLE "payers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"payer_code" text,
	"billing_address" jsonb NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text NOT NULL,
	"terms_days" integer DEFAULT 30 NOT NULL,
	"signature_required" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payer_rates" ADD CONSTRAINT "payer_rates_payer_id_payers_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."payers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payers_name_lower_key" ON "payers" USING btree (lower("name"));