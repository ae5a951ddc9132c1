ALTER TABLE "timesheet_months" ADD CONSTRAINT "timesheet_months_number_check" CHECK ("timesheet_months"."number" ~ '^TSM-[0-9]{6,}$');
--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_number_check" CHECK ("work_orders"."number" ~ '^WO-[0-9]{6,}$');
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_number_check" CHECK ("projects"."number" ~ '^PRJ-[0-9]{6,}$');
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_number_check" CHECK ("tasks"."number" ~ '^TSK-[0-9]{6,}$');
--> statement-breakpoint
ALTER TABLE "hr_timesheet_requests" ADD CONSTRAINT "hr_timesheet_requests_number_check" CHECK ("hr_timesheet_requests"."number" ~ '^HRQ-[0-9]{6,}$');
--> statement-breakpoint
ALTER TABLE "labour" ADD CONSTRAINT "labour_number_check" CHECK ("labour"."number" ~ '^LAB-[0-9]{6,}$');
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_number_check" CHECK ("employees"."number" ~ '^EMP-[0-9]{6,}$');
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_number_check" CHECK ("receipts"."number" ~ '^RCP-[0-9]{6,}$');
--> statement-breakpoint
ALTER TABLE "customer_contracts" ADD CONSTRAINT "customer_contracts_number_check" CHECK ("customer_contracts"."number" ~ '^CTR-[0-9]{6,}$');
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_number_check" CHECK ("quotes"."number" ~ '^QUO-[0-9]{6,}$');
--> statement-breakpoint
ALTER TABLE "statements_of_work" ADD CONSTRAINT "statements_of_work_number_check" CHECK ("statements_of_work"."number" ~ '^SOW-[0-9]{6,}$');
