CREATE INDEX "audit_trail_record_idx" ON "audit_trail" USING btree ("resource","record_id");
--> statement-breakpoint
CREATE INDEX "attachments_record_idx" ON "attachments" USING btree ("resource","record_id");
