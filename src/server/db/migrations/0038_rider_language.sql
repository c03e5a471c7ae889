ALTER TABLE "message_templates" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_templates" DROP CONSTRAINT "message_templates_pkey";--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_event_language_pk" PRIMARY KEY("event","language");--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "rider_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "riders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
