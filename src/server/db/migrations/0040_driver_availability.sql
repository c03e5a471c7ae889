CREATE TABLE "driver_availability" (
	"driver_id" uuid PRIMARY KEY NOT NULL,
	"week" jsonb,
	"start_place" jsonb,
	"end_place" jsonb,
	"updated_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shift_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"start" text,
	"end" text,
	"note" text,
	"status" text NOT NULL,
	"requested_by_driver" boolean DEFAULT false NOT NULL,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "driver_availability" ADD CONSTRAINT "driver_availability_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_availability" ADD CONSTRAINT "driver_availability_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_exceptions" ADD CONSTRAINT "shift_exceptions_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_exceptions" ADD CONSTRAINT "shift_exceptions_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shift_exceptions_driver_date_key" ON "shift_exceptions" USING btree ("driver_id","date") WHERE "shift_exceptions"."status" <> 'declined';--> statement-breakpoint
CREATE INDEX "shift_exceptions_date_idx" ON "shift_exceptions" USING btree ("date");--> statement-breakpoint
-- A driver's week or a dated change is news to the boards (their lanes' shading) and to that driver's phone.
-- Announced as a change to the driver (docs/decisions/050-live-changes.md, 117-availability.md).
CREATE OR REPLACE FUNCTION keystone_notify_availability() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rec_driver uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN rec_driver := OLD.driver_id; ELSE rec_driver := NEW.driver_id; END IF;
  PERFORM pg_notify('keystone_changes', json_build_object('type', 'driver', 'id', rec_driver, 'drivers', jsonb_build_array(rec_driver), 'partners', '[]'::jsonb)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER driver_availability_notify_change AFTER INSERT OR UPDATE OR DELETE ON driver_availability FOR EACH ROW EXECUTE FUNCTION keystone_notify_availability();
--> statement-breakpoint
CREATE TRIGGER shift_exceptions_notify_change AFTER INSERT OR UPDATE OR DELETE ON shift_exceptions FOR EACH ROW EXECUTE FUNCTION keystone_notify_availability();
