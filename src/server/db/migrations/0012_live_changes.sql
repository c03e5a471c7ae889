-- Live boards and lists (docs/decisions/050-live-changes.md): every change to a job, referral or driver
-- announces itself on the 'keystone_changes' channel when its transaction commits, whichever code path or
-- server instance wrote it. The payload names the record and who may hear of it (the drivers it was and is
-- assigned to, the partner who referred it), never patient data.
CREATE OR REPLACE FUNCTION keystone_notify_job() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  job_id uuid;
  referral uuid;
  old_referral uuid;
  drivers jsonb := '[]'::jsonb;
  partners jsonb := '[]'::jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    job_id := OLD.id;
    referral := OLD.referral_id;
  ELSE
    job_id := NEW.id;
    referral := NEW.referral_id;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    old_referral := OLD.referral_id;
    IF OLD.assigned_driver_id IS NOT NULL THEN drivers := drivers || to_jsonb(OLD.assigned_driver_id); END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.assigned_driver_id IS NOT NULL THEN drivers := drivers || to_jsonb(NEW.assigned_driver_id); END IF;
  SELECT coalesce(jsonb_agg(DISTINCT submitted_by_user_id), '[]'::jsonb) INTO partners
    FROM referrals WHERE id IN (referral, old_referral) AND submitted_by_user_id IS NOT NULL;
  PERFORM pg_notify('keystone_changes', json_build_object('type', 'job', 'id', job_id, 'drivers', drivers, 'partners', partners)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_notify_change AFTER INSERT OR UPDATE OR DELETE ON jobs FOR EACH ROW EXECUTE FUNCTION keystone_notify_job();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION keystone_notify_referral() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rec_id uuid;
  partner uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    rec_id := OLD.id;
    partner := OLD.submitted_by_user_id;
  ELSE
    rec_id := NEW.id;
    partner := NEW.submitted_by_user_id;
  END IF;
  PERFORM pg_notify('keystone_changes', json_build_object('type', 'referral', 'id', rec_id, 'drivers', '[]'::jsonb,
    'partners', CASE WHEN partner IS NULL THEN '[]'::jsonb ELSE jsonb_build_array(partner) END)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER referrals_notify_change AFTER INSERT OR UPDATE OR DELETE ON referrals FOR EACH ROW EXECUTE FUNCTION keystone_notify_referral();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION keystone_notify_driver() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rec_id uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN rec_id := OLD.id; ELSE rec_id := NEW.id; END IF;
  PERFORM pg_notify('keystone_changes', json_build_object('type', 'driver', 'id', rec_id, 'drivers', jsonb_build_array(rec_id), 'partners', '[]'::jsonb)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER drivers_notify_change AFTER INSERT OR UPDATE OR DELETE ON drivers FOR EACH ROW EXECUTE FUNCTION keystone_notify_driver();
