CREATE INDEX "timesheet_entries_employee_id_date_idx" ON "timesheet_entries" USING btree ("employee_id","date");
