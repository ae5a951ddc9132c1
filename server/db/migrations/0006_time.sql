ALTER TABLE "timesheet_entries" ADD COLUMN "timesheet_month_id" integer;
--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_timesheet_month_id_timesheet_months_id_fk" FOREIGN KEY ("timesheet_month_id") REFERENCES "public"."timesheet_months"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "timesheet_entries_timesheet_month_id_idx" ON "timesheet_entries" USING btree ("timesheet_month_id");
--> statement-breakpoint
-- Entries booked before month sheets were linked join the sheet of their employee, year and month.
UPDATE "timesheet_entries" AS "entry" SET "timesheet_month_id" = "sheet"."id" FROM "timesheet_months" AS "sheet" WHERE "sheet"."employee_id" = "entry"."employee_id" AND "sheet"."year" = extract(year FROM "entry"."date")::int AND "sheet"."month" = extract(month FROM "entry"."date")::int AND "entry"."timesheet_month_id" IS NULL;
