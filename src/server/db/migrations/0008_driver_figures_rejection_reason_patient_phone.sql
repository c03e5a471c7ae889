ALTER TABLE "drivers" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "patient_phone" text;--> statement-breakpoint
ALTER TABLE "drivers" DROP COLUMN "trips_completed";--> statement-breakpoint
-- hand-written: nothing rates drivers, so every stored rating came from the demo seed; clear them so the
-- portal says N/A instead of a made-up figure (docs/decisions/014-referral-status-machine.md).
UPDATE "drivers" SET "rating" = NULL;
