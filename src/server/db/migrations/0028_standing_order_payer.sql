ALTER TABLE "standing_orders" ADD COLUMN "payer_id" uuid;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD COLUMN "authorization_id" uuid;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_payer_id_payers_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."payers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE restrict ON UPDATE no action;