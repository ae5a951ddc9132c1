ALTER TABLE "invoices" ADD COLUMN "is_party_vat_invalid" boolean DEFAULT false;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "signature" varchar(60);
--> statement-breakpoint
CREATE INDEX "invoices_is_party_vat_invalid_idx" ON "invoices" USING btree ("is_party_vat_invalid");
--> statement-breakpoint
CREATE INDEX "invoices_signature_idx" ON "invoices" USING btree ("signature");
