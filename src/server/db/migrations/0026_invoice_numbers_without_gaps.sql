CREATE TABLE "document_numbers" (
	"kind" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "number" DROP IDENTITY;
--> statement-breakpoint
-- Invoice numbers go on from the highest one given by the old identity (docs/decisions/070-invoices.md).
INSERT INTO "document_numbers" ("kind", "last") SELECT 'invoice', coalesce(max("number"), 0) FROM "invoices";
