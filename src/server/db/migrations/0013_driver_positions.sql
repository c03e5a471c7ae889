CREATE TABLE "driver_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"job_id" uuid,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy_m" double precision,
	"recorded_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_positions_on_earth" CHECK ("driver_positions"."lat" between -90 and 90 and "driver_positions"."lng" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "driver_positions" ADD CONSTRAINT "driver_positions_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_positions" ADD CONSTRAINT "driver_positions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_positions_driver_recorded_idx" ON "driver_positions" USING btree ("driver_id","recorded_at" DESC NULLS LAST);--> statement-breakpoint
-- The board's map hears of a new position as it hears of any change (docs/decisions/050-live-changes.md): the
-- driver's id, never the place. Administrators and the driver themself may hear it.
CREATE OR REPLACE FUNCTION keystone_notify_position() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('keystone_changes', json_build_object('type', 'position', 'id', NEW.driver_id, 'drivers', jsonb_build_array(NEW.driver_id), 'partners', '[]'::jsonb)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER driver_positions_notify AFTER INSERT ON driver_positions FOR EACH ROW EXECUTE FUNCTION keystone_notify_position();
