-- A van put out of service, a vehicle paper or a driver's credential added, changed or removed can leave a driver
-- unable to take the legs they hold, which the day board marks (docs/decisions/051-day-board.md). Each is announced
-- as a change to the drivers concerned, on the channel of docs/decisions/050-live-changes.md, so every open board
-- reads the day again; the payload names the driver and nothing more.
CREATE OR REPLACE FUNCTION keystone_notify_vehicle_drivers(vehicle uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  rec_driver uuid;
BEGIN
  FOR rec_driver IN SELECT id FROM drivers WHERE vehicle_id = vehicle LOOP
    PERFORM pg_notify('keystone_changes', json_build_object('type', 'driver', 'id', rec_driver, 'drivers', jsonb_build_array(rec_driver), 'partners', '[]'::jsonb)::text);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION keystone_notify_vehicle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A new vehicle has no driver yet; a deleted one's drivers are announced by their own row's change.
  PERFORM keystone_notify_vehicle_drivers(NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vehicles_notify_change AFTER UPDATE ON vehicles FOR EACH ROW EXECUTE FUNCTION keystone_notify_vehicle();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION keystone_notify_vehicle_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM keystone_notify_vehicle_drivers(OLD.vehicle_id); ELSE PERFORM keystone_notify_vehicle_drivers(NEW.vehicle_id); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vehicle_documents_notify_change AFTER INSERT OR UPDATE OR DELETE ON vehicle_documents FOR EACH ROW EXECUTE FUNCTION keystone_notify_vehicle_document();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION keystone_notify_credential() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rec_driver uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN rec_driver := OLD.driver_id; ELSE rec_driver := NEW.driver_id; END IF;
  PERFORM pg_notify('keystone_changes', json_build_object('type', 'driver', 'id', rec_driver, 'drivers', jsonb_build_array(rec_driver), 'partners', '[]'::jsonb)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER driver_credentials_notify_change AFTER INSERT OR UPDATE OR DELETE ON driver_credentials FOR EACH ROW EXECUTE FUNCTION keystone_notify_credential();
