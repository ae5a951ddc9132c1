ALTER TABLE "timesheet_entries" ADD COLUMN "timesheet_month_id" integer;
--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_timesheet_month_id_timesheet_months_id_fk" FOREIGN KEY ("timesheet_month_id") REFERENCES "public"."timesheet_months"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "timesheet_entries_timesheet_month_id_idx" ON "timesheet_entries" USING btree ("timesheet_month_id");
