DROP INDEX "timesheet_entries_date_desc_id_idx";
