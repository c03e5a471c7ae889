CREATE TYPE "public"."cancel_reason" AS ENUM('rider', 'facility', 'weather', 'duplicate', 'other', 'missed_trip', 'no_capacity');--> statement-breakpoint
CREATE TYPE "public"."cancel_requester" AS ENUM('rider', 'caregiver', 'facility', 'partner', 'dispatcher');--> statement-breakpoint
CREATE TYPE "public"."job_leg" AS ENUM('outbound', 'return');--> statement-breakpoint
CREATE TYPE "public"."return_trip" AS ENUM('none', 'at_time', 'will_call');--> statement-breakpoint
CREATE TYPE "public"."standing_order_run_trigger" AS ENUM('startup', 'daily', 'manual', 'order_saved');--> statement-breakpoint
CREATE TYPE "public"."standing_order_status" AS ENUM('active', 'ended');--> statement-breakpoint
ALTER TYPE "public"."job_status" ADD VALUE 'cancelled';--> statement-breakpoint
ALTER TYPE "public"."job_status" ADD VALUE 'no_show';--> statement-breakpoint
CREATE TABLE "company_holidays" (
	"date" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standing_order_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" "standing_order_run_trigger" NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"orders_seen" integer DEFAULT 0 NOT NULL,
	"jobs_created" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "standing_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rider_id" uuid NOT NULL,
	"referral_id" uuid,
	"level_of_service" "level_of_service" NOT NULL,
	"escort_count" integer DEFAULT 0 NOT NULL,
	"pickup_place" jsonb NOT NULL,
	"dropoff_place" jsonb NOT NULL,
	"days_of_week" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"occurrences" integer,
	"pickup_time" time NOT NULL,
	"dropoff_time" time NOT NULL,
	"appointment_time" time,
	"return_trip" "return_trip" DEFAULT 'none' NOT NULL,
	"return_pickup_time" time,
	"return_dropoff_time" time,
	"job_rate" numeric(10, 2) NOT NULL,
	"ride_notes" text,
	"authorization_number" text,
	"skipped_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "standing_order_status" DEFAULT 'active' NOT NULL,
	"ended_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standing_orders_rate_positive" CHECK ("standing_orders"."job_rate" > 0),
	CONSTRAINT "standing_orders_end_after_start" CHECK ("standing_orders"."end_date" is null or "standing_orders"."end_date" >= "standing_orders"."start_date")
);
--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "pickup_time" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "dropoff_time" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "leg" "job_leg" DEFAULT 'outbound' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "return_of_job_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "will_call" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "rider_ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "appointment_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "standing_order_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "service_date" date;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "arrival_lat" double precision;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "arrival_lng" double precision;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "arrival_accuracy_m" double precision;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cancel_reason" "cancel_reason";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cancel_requested_by" "cancel_requester";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cancel_note" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cancelled_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "late_cancellation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "same_day_cancellation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "return_trip" "return_trip" DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "return_time" time;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "standing_order_runs_started_idx" ON "standing_order_runs" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "standing_orders_rider_idx" ON "standing_orders" USING btree ("rider_id");--> statement-breakpoint
CREATE INDEX "standing_orders_status_created_idx" ON "standing_orders" USING btree ("status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_return_of_job_id_jobs_id_fk" FOREIGN KEY ("return_of_job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_standing_order_id_standing_orders_id_fk" FOREIGN KEY ("standing_order_id") REFERENCES "public"."standing_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_cancelled_by_user_id_users_id_fk" FOREIGN KEY ("cancelled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_return_of_key" ON "jobs" USING btree ("return_of_job_id") WHERE "jobs"."return_of_job_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_standing_order_date_leg_key" ON "jobs" USING btree ("standing_order_id","service_date","leg") WHERE "jobs"."standing_order_id" is not null;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_times_unless_will_call" CHECK (("jobs"."pickup_time" is not null and "jobs"."dropoff_time" is not null) or ("jobs"."will_call" and "jobs"."pickup_time" is null and "jobs"."dropoff_time" is null));