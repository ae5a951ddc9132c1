DROP INDEX "timesheet_entries_date_idx";
--> statement-breakpoint
CREATE INDEX "timesheet_entries_date_desc_id_idx" ON "timesheet_entries" USING btree ("date" DESC NULLS FIRST,"id");
--> statement-breakpoint
CREATE INDEX "timesheet_entries_date_id_idx" ON "timesheet_entries" USING btree ("date","id");
