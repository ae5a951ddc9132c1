CREATE INDEX "employees_last_name_idx" ON "employees" USING btree ("last_name");
--> statement-breakpoint
CREATE INDEX "reconciliation_rules_times_matched_idx" ON "reconciliation_rules" USING btree ("times_matched");
--> statement-breakpoint
CREATE INDEX "invoice_lines_position_idx" ON "invoice_lines" USING btree ("position");
--> statement-breakpoint
CREATE INDEX "contacts_last_name_idx" ON "contacts" USING btree ("last_name");
--> statement-breakpoint
CREATE INDEX "quote_lines_position_idx" ON "quote_lines" USING btree ("position");
