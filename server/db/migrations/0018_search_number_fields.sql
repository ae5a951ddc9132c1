CREATE INDEX "timesheet_months_year_number_idx" ON "timesheet_months" USING btree ("year","number");
--> statement-breakpoint
CREATE INDEX "timesheet_months_month_number_idx" ON "timesheet_months" USING btree ("month","number");
--> statement-breakpoint
CREATE INDEX "labour_year_number_idx" ON "labour" USING btree ("year","number");
--> statement-breakpoint
CREATE INDEX "labour_month_number_idx" ON "labour" USING btree ("month","number");
