CREATE TABLE "authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rider_id" uuid NOT NULL,
	"payer_id" uuid,
	"referral_id" uuid,
	"claim_number" text NOT NULL,
	"employer" text NOT NULL,
	"date_of_injury" date NOT NULL,
	"adjuster_name" text NOT NULL,
	"adjuster_phone" text NOT NULL,
	"adjuster_email" text NOT NULL,
	"number" text NOT NULL,
	"authorized_trips" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "authorizations_trips_positive" CHECK ("authorizations"."authorized_trips" > 0),
	CONSTRAINT "authorizations_dates_in_order" CHECK ("authorizations"."valid_to" >= "authorizations"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "invoice_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"service_date" date NOT NULL,
	"total_cents" integer NOT NULL,
	"released" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"modifier" text NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(12, 4) NOT NULL,
	"unit_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"received_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"recorded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_positive" CHECK ("invoice_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "invoices_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payer_id" uuid NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"sent_on" date,
	"due_on" date,
	"denied_reason" text,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_period_in_order" CHECK ("invoices"."period_to" >= "invoices"."period_from")
);
--> statement-breakpoint
CREATE TABLE "pay_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"recorded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_adjustments_not_zero" CHECK ("pay_adjustments"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "pay_statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"service_date" date NOT NULL,
	"completed_on" date NOT NULL,
	"due_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"released" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "pay_statements_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"driver_id" uuid NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"due_on" date,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone,
	"paid_on" date,
	"voided_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_statements_period_in_order" CHECK ("pay_statements"."period_to" >= "pay_statements"."period_from")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "authorization_id" uuid;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "workers_comp" jsonb;--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_payer_id_payers_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."payers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_claims" ADD CONSTRAINT "invoice_claims_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_claims" ADD CONSTRAINT "invoice_claims_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_claim_id_invoice_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."invoice_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payer_id_payers_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."payers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_statement_id_pay_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."pay_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_statement_lines" ADD CONSTRAINT "pay_statement_lines_statement_id_pay_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."pay_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_statement_lines" ADD CONSTRAINT "pay_statement_lines_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_statements" ADD CONSTRAINT "pay_statements_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_statements" ADD CONSTRAINT "pay_statements_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authorizations_rider_idx" ON "authorizations" USING btree ("rider_id","valid_to" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_claims_live_job_key" ON "invoice_claims" USING btree ("job_id") WHERE not "invoice_claims"."released";--> statement-breakpoint
CREATE INDEX "invoice_claims_invoice_idx" ON "invoice_claims" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_lines_claim_idx" ON "invoice_lines" USING btree ("claim_id","position");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","received_on");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "invoices_payer_idx" ON "invoices" USING btree ("payer_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "pay_adjustments_statement_idx" ON "pay_adjustments" USING btree ("statement_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_statement_lines_live_job_key" ON "pay_statement_lines" USING btree ("job_id") WHERE not "pay_statement_lines"."released";--> statement-breakpoint
CREATE INDEX "pay_statement_lines_statement_idx" ON "pay_statement_lines" USING btree ("statement_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_statements_number_key" ON "pay_statements" USING btree ("number");--> statement-breakpoint
CREATE INDEX "pay_statements_created_idx" ON "pay_statements" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "pay_statements_driver_idx" ON "pay_statements" USING btree ("driver_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "pay_statements_status_idx" ON "pay_statements" USING btree ("status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE restrict ON UPDATE no action;