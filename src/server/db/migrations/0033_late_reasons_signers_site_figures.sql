ALTER TABLE "company_policies" ADD COLUMN "site" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "proof_events" ADD COLUMN "late_reason" text;--> statement-breakpoint
ALTER TABLE "proof_events" ADD COLUMN "late_note" text;--> statement-breakpoint
ALTER TABLE "proof_events" ADD COLUMN "signer_type" text;--> statement-breakpoint
ALTER TABLE "proof_events" ADD COLUMN "signer_name" text;--> statement-breakpoint
ALTER TABLE "proof_events" ADD CONSTRAINT "proof_events_late_reason_known" CHECK ("proof_events"."late_reason" in ('traffic', 'previous_trip_late', 'rider_not_ready', 'vehicle_problem', 'address_problem', 'weather', 'other'));--> statement-breakpoint
ALTER TABLE "proof_events" ADD CONSTRAINT "proof_events_signer_type_known" CHECK ("proof_events"."signer_type" in ('rider', 'caregiver', 'facility_staff'));