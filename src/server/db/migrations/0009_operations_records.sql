CREATE TYPE "public"."credential_kind" AS ENUM('drivers_license', 'motor_vehicle_record', 'background_check', 'drug_screen', 'cpr_first_aid', 'defensive_driving', 'pass', 'hipaa', 'exclusion_check');--> statement-breakpoint
CREATE TYPE "public"."level_of_service" AS ENUM('ambulatory', 'wheelchair', 'stretcher');--> statement-breakpoint
CREATE TYPE "public"."lift_or_ramp" AS ENUM('none', 'ramp', 'lift');--> statement-breakpoint
CREATE TYPE "public"."vehicle_document_kind" AS ENUM('registration', 'insurance', 'inspection', 'lift_ramp_inspection');--> statement-breakpoint
CREATE TYPE "public"."vehicle_status" AS ENUM('active', 'out_of_service');--> statement-breakpoint
CREATE TABLE "driver_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"kind" "credential_kind" NOT NULL,
	"issued_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"object_id" uuid,
	"verified_by_user_id" uuid,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_credentials_expiry_after_issue" CHECK ("driver_credentials"."expires_on" > "driver_credentials"."issued_on")
);
--> statement-breakpoint
CREATE TABLE "riders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"name_key" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"phone" text NOT NULL,
	"alternate_contact_name" text,
	"alternate_contact_phone" text,
	"home_place" jsonb,
	"default_level_of_service" "level_of_service" DEFAULT 'ambulatory' NOT NULL,
	"oxygen" boolean DEFAULT false NOT NULL,
	"service_animal" boolean DEFAULT false NOT NULL,
	"escort_count" integer DEFAULT 0 NOT NULL,
	"door_through_door" boolean DEFAULT false NOT NULL,
	"bariatric" boolean DEFAULT false NOT NULL,
	"driver_notes" text,
	"member_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"kind" "vehicle_document_kind" NOT NULL,
	"expires_on" date NOT NULL,
	"object_id" uuid,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"plate" text NOT NULL,
	"vin" text NOT NULL,
	"ambulatory_seats" integer DEFAULT 0 NOT NULL,
	"wheelchair_positions" integer DEFAULT 0 NOT NULL,
	"stretcher_positions" integer DEFAULT 0 NOT NULL,
	"lift_or_ramp" "lift_or_ramp" DEFAULT 'none' NOT NULL,
	"status" "vehicle_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_counts_not_negative" CHECK ("vehicles"."ambulatory_seats" >= 0 and "vehicles"."wheelchair_positions" >= 0 and "vehicles"."stretcher_positions" >= 0)
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "vehicle_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "rider_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "level_of_service" "level_of_service" DEFAULT 'ambulatory' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "escort_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pickup_place" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "dropoff_place" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "ride_notes" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "rider_id" uuid;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "level_of_service" "level_of_service" DEFAULT 'ambulatory' NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "escort_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "pickup_place" jsonb;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "dropoff_place" jsonb;--> statement-breakpoint
ALTER TABLE "driver_credentials" ADD CONSTRAINT "driver_credentials_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_credentials" ADD CONSTRAINT "driver_credentials_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_credentials" ADD CONSTRAINT "driver_credentials_verified_by_user_id_users_id_fk" FOREIGN KEY ("verified_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD CONSTRAINT "vehicle_documents_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD CONSTRAINT "vehicle_documents_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD CONSTRAINT "vehicle_documents_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_credentials_driver_idx" ON "driver_credentials" USING btree ("driver_id","kind","expires_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "driver_credentials_expires_idx" ON "driver_credentials" USING btree ("expires_on");--> statement-breakpoint
CREATE UNIQUE INDEX "riders_name_dob_key" ON "riders" USING btree ("name_key","date_of_birth");--> statement-breakpoint
CREATE INDEX "riders_name_idx" ON "riders" USING btree ("name_key","id");--> statement-breakpoint
CREATE INDEX "vehicle_documents_vehicle_idx" ON "vehicle_documents" USING btree ("vehicle_id","kind","expires_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vehicle_documents_expires_idx" ON "vehicle_documents" USING btree ("expires_on");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_number_lower_key" ON "vehicles" USING btree (lower("number"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_vin_key" ON "vehicles" USING btree ("vin");--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drivers_vehicle_idx" ON "drivers" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "jobs_rider_pickup_idx" ON "jobs" USING btree ("rider_id","pickup_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "referrals_rider_created_idx" ON "referrals" USING btree ("rider_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_escorts_in_range" CHECK ("jobs"."escort_count" between 0 and 3);--> statement-breakpoint
-- hand-written: what the records already say carries over (docs/decisions/039-operations-records.md). A referral's
-- transport type names its level of service, except workers' compensation, which keeps the default (ambulatory).
UPDATE "referrals" SET "level_of_service" = "transport_type"::text::"level_of_service" WHERE "transport_type" <> 'workers_compensation';--> statement-breakpoint
-- One rider per patient name and date of birth on the referrals so far, with the latest phone given.
INSERT INTO "riders" ("full_name", "name_key", "date_of_birth", "phone")
SELECT DISTINCT ON (k.name_key, k.patient_dob) k.full_name, k.name_key, k.patient_dob, coalesce(k.patient_phone, '')
FROM (
  SELECT trim(regexp_replace("patient_name", '\s+', ' ', 'g')) AS full_name,
         lower(trim(regexp_replace("patient_name", '\s+', ' ', 'g'))) AS name_key,
         "patient_dob", "patient_phone", "created_at"
  FROM "referrals"
) k
ORDER BY k.name_key, k.patient_dob, k.created_at DESC
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "referrals" r SET "rider_id" = x."id" FROM "riders" x
WHERE x."name_key" = lower(trim(regexp_replace(r."patient_name", '\s+', ' ', 'g'))) AND x."date_of_birth" = r."patient_dob";--> statement-breakpoint
UPDATE "jobs" j SET "rider_id" = r."rider_id", "level_of_service" = r."level_of_service", "escort_count" = r."escort_count"
FROM "referrals" r WHERE j."referral_id" = r."id";
