CREATE TABLE "vehicle_inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"vehicle_id" uuid,
	"service_date" date NOT NULL,
	"items" jsonb NOT NULL,
	"failed" boolean NOT NULL,
	"odometer" double precision NOT NULL,
	"notes" text,
	"inspected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by_user_id" uuid,
	"clear_note" text
);
--> statement-breakpoint
ALTER TABLE "vehicle_inspections" ADD CONSTRAINT "vehicle_inspections_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_inspections" ADD CONSTRAINT "vehicle_inspections_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_inspections" ADD CONSTRAINT "vehicle_inspections_cleared_by_user_id_users_id_fk" FOREIGN KEY ("cleared_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_inspections_driver_day_key" ON "vehicle_inspections" USING btree ("driver_id","service_date");--> statement-breakpoint
CREATE INDEX "vehicle_inspections_day_idx" ON "vehicle_inspections" USING btree ("service_date");--> statement-breakpoint
-- A driver's inspection, or its clearing, is news to the boards and to that driver's phone: it decides whether
-- the driver may start the day's legs. Announced as a change to the driver (docs/decisions/050-live-changes.md).
CREATE OR REPLACE FUNCTION keystone_notify_inspection() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rec_driver uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN rec_driver := OLD.driver_id; ELSE rec_driver := NEW.driver_id; END IF;
  PERFORM pg_notify('keystone_changes', json_build_object('type', 'driver', 'id', rec_driver, 'drivers', jsonb_build_array(rec_driver), 'partners', '[]'::jsonb)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vehicle_inspections_notify_change AFTER INSERT OR UPDATE OR DELETE ON vehicle_inspections FOR EACH ROW EXECUTE FUNCTION keystone_notify_inspection();
