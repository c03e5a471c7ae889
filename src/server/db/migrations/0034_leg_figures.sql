CREATE TABLE "leg_figure_marks" (
	"job_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leg_figures" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"basis" text NOT NULL,
	"day" date NOT NULL,
	"driver_id" uuid,
	"payer_id" uuid,
	"result" text,
	"pickup_time" timestamp with time zone,
	"appointment_time" timestamp with time zone,
	"started_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"dropped_at" timestamp with time zone,
	"pickup_lat" double precision,
	"pickup_lng" double precision,
	"dropoff_lat" double precision,
	"dropoff_lng" double precision,
	"loaded_miles" double precision,
	"empty_miles_before" double precision,
	"day_hours" double precision,
	"signed" boolean NOT NULL,
	"too_fast" boolean NOT NULL,
	"pickup_far_from_place" boolean NOT NULL,
	"odometer_far_from_estimate" boolean NOT NULL,
	"late_reason" text,
	"late_note" text,
	"billed_cents" bigint NOT NULL,
	"collected_cents" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leg_figures" ADD CONSTRAINT "leg_figures_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leg_figures_day_idx" ON "leg_figures" USING btree ("day");--> statement-breakpoint
CREATE INDEX "leg_figures_driver_day_idx" ON "leg_figures" USING btree ("driver_id","day");--> statement-breakpoint
-- A leg's figures are marked out of date by the database itself (docs/decisions/110-leg-figures.md), so no code
-- path that changes a job, its proof, its claims or its invoice's payments can leave a report reading old figures.
-- Statement triggers with transition tables: an import of a manifest marks its legs in one insert.
CREATE FUNCTION leg_figures_mark_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO leg_figure_marks (job_id)
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n::text IS DISTINCT FROM o::text;
  ELSE
    INSERT INTO leg_figure_marks (job_id) SELECT id FROM new_rows;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_mark_leg_figures_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION leg_figures_mark_jobs();
--> statement-breakpoint
CREATE TRIGGER jobs_mark_leg_figures_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION leg_figures_mark_jobs();
--> statement-breakpoint
CREATE FUNCTION leg_figures_mark_proof() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO leg_figure_marks (job_id) SELECT DISTINCT job_id FROM new_rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER proof_events_mark_leg_figures AFTER INSERT ON proof_events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION leg_figures_mark_proof();
--> statement-breakpoint
-- What a claim collected is its share of its invoice's payments, so a change to one claim or payment of an invoice
-- marks every leg billed on that invoice.
CREATE FUNCTION leg_figures_mark_invoice(changed_invoices uuid[], changed_jobs uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO leg_figure_marks (job_id)
    SELECT job_id FROM invoice_claims WHERE invoice_id = ANY (changed_invoices)
    UNION SELECT unnest(changed_jobs);
$$;
--> statement-breakpoint
CREATE FUNCTION leg_figures_mark_claims() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM leg_figures_mark_invoice(ARRAY(SELECT DISTINCT invoice_id FROM new_rows), ARRAY(SELECT job_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM leg_figures_mark_invoice(
      ARRAY(SELECT invoice_id FROM new_rows UNION SELECT invoice_id FROM old_rows),
      ARRAY(SELECT job_id FROM new_rows UNION SELECT job_id FROM old_rows));
  ELSE
    PERFORM leg_figures_mark_invoice(ARRAY(SELECT DISTINCT invoice_id FROM old_rows), ARRAY(SELECT job_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoice_claims_mark_leg_figures_insert AFTER INSERT ON invoice_claims REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION leg_figures_mark_claims();
--> statement-breakpoint
CREATE TRIGGER invoice_claims_mark_leg_figures_update AFTER UPDATE ON invoice_claims
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION leg_figures_mark_claims();
--> statement-breakpoint
CREATE TRIGGER invoice_claims_mark_leg_figures_delete AFTER DELETE ON invoice_claims REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION leg_figures_mark_claims();
--> statement-breakpoint
CREATE FUNCTION leg_figures_mark_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM leg_figures_mark_invoice(ARRAY(SELECT DISTINCT invoice_id FROM new_rows), '{}');
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM leg_figures_mark_invoice(ARRAY(SELECT invoice_id FROM new_rows UNION SELECT invoice_id FROM old_rows), '{}');
  ELSE
    PERFORM leg_figures_mark_invoice(ARRAY(SELECT DISTINCT invoice_id FROM old_rows), '{}');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoice_payments_mark_leg_figures_insert AFTER INSERT ON invoice_payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION leg_figures_mark_payments();
--> statement-breakpoint
CREATE TRIGGER invoice_payments_mark_leg_figures_update AFTER UPDATE ON invoice_payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION leg_figures_mark_payments();
--> statement-breakpoint
CREATE TRIGGER invoice_payments_mark_leg_figures_delete AFTER DELETE ON invoice_payments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION leg_figures_mark_payments();
--> statement-breakpoint
-- Every leg made before today's figures existed is worked out on the first report.
INSERT INTO leg_figure_marks (job_id) SELECT id FROM jobs;
