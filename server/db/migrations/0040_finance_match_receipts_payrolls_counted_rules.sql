ALTER TABLE "cash_flow_matches" ADD COLUMN "receipt_id" integer;
--> statement-breakpoint
ALTER TABLE "cash_flow_matches" ADD COLUMN "labour_id" integer;
--> statement-breakpoint
ALTER TABLE "reconciliation_rules" ADD COLUMN "counted_matches" text;
--> statement-breakpoint
ALTER TABLE "cash_flow_matches" ADD CONSTRAINT "cash_flow_matches_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cash_flow_matches" ADD CONSTRAINT "cash_flow_matches_labour_id_labour_id_fk" FOREIGN KEY ("labour_id") REFERENCES "public"."labour"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "cash_flow_matches_receipt_id_idx" ON "cash_flow_matches" USING btree ("receipt_id");
--> statement-breakpoint
CREATE INDEX "cash_flow_matches_labour_id_idx" ON "cash_flow_matches" USING btree ("labour_id");
