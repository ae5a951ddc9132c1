ALTER TABLE "hr_timesheet_requests" ADD COLUMN "is_beyond_balance" boolean DEFAULT false;
--> statement-breakpoint
ALTER TABLE "employee_contracts" ADD COLUMN "is_signed" boolean DEFAULT false;
--> statement-breakpoint
ALTER TABLE "safety_course_assignments" ADD COLUMN "expiry_notice_date" date;
--> statement-breakpoint
CREATE INDEX "hr_timesheet_requests_is_beyond_balance_idx" ON "hr_timesheet_requests" USING btree ("is_beyond_balance");
