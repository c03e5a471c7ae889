CREATE TABLE "driver_clock" (
	"driver_id" uuid NOT NULL,
	"service_date" date NOT NULL,
	"clocked_in_at" timestamp with time zone NOT NULL,
	"clocked_out_at" timestamp with time zone,
	CONSTRAINT "driver_clock_driver_id_service_date_pk" PRIMARY KEY("driver_id","service_date")
);
--> statement-breakpoint
ALTER TABLE "driver_clock" ADD CONSTRAINT "driver_clock_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Clocking in or out is news to the boards (the lane's times) and to that driver's phone (docs/decisions/050-live-changes.md).
CREATE TRIGGER driver_clock_notify_change AFTER INSERT OR UPDATE OR DELETE ON driver_clock FOR EACH ROW EXECUTE FUNCTION keystone_notify_availability();
