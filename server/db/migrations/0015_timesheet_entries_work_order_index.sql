CREATE INDEX "timesheet_entries_work_order_id_date_employee_id_hours_idx" ON "timesheet_entries" USING btree ("work_order_id","date","employee_id","hours");
