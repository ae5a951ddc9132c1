ALTER TABLE "timesheet_months" ADD COLUMN "approved_hours" text;
