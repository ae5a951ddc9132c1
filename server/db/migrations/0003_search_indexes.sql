-- The trigram indexes below need pg_trgm (PGlite loads it in server/db/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "timesheet_months_number_prefix_idx" ON "timesheet_months" USING btree (upper("number") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "timesheet_months_number_trgm_idx" ON "timesheet_months" USING gin (upper("number") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "timesheet_months_status_trgm_idx" ON "timesheet_months" USING gin (upper("status") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "work_orders_number_prefix_idx" ON "work_orders" USING btree (upper("number") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "work_orders_number_trgm_idx" ON "work_orders" USING gin (upper("number") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "work_orders_name_trgm_idx" ON "work_orders" USING gin (upper("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "work_orders_status_trgm_idx" ON "work_orders" USING gin (upper("status") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "projects_number_prefix_idx" ON "projects" USING btree (upper("number") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "projects_number_trgm_idx" ON "projects" USING gin (upper("number") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin (upper("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "projects_status_trgm_idx" ON "projects" USING gin (upper("status") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "tasks_number_prefix_idx" ON "tasks" USING btree (upper("number") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "tasks_number_trgm_idx" ON "tasks" USING gin (upper("number") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "tasks_title_trgm_idx" ON "tasks" USING gin (upper("title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "tasks_status_trgm_idx" ON "tasks" USING gin (upper("status") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "hr_timesheet_requests_number_prefix_idx" ON "hr_timesheet_requests" USING btree (upper("number") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "hr_timesheet_requests_number_trgm_idx" ON "hr_timesheet_requests" USING gin (upper("number") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "hr_timesheet_requests_state_trgm_idx" ON "hr_timesheet_requests" USING gin (upper("state") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "labour_number_prefix_idx" ON "labour" USING btree (upper("number") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "labour_number_trgm_idx" ON "labour" USING gin (upper("number") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "labour_status_trgm_idx" ON "labour" USING gin (upper("status") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "employees_number_prefix_idx" ON "employees" USING btree (upper("number") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "employees_number_trgm_idx" ON "employees" USING gin (upper("number") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "employees_full_name_trgm_idx" ON "employees" USING gin (upper("full_name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "employees_job_title_trgm_idx" ON "employees" USING gin (upper("job_title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "receipts_number_prefix_idx" ON "receipts" USING btree (upper("number") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "receipts_number_trgm_idx" ON "receipts" USING gin (upper("number") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "receipts_description_trgm_idx" ON "receipts" USING gin (upper("description") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "receipts_state_trgm_idx" ON "receipts" USING gin (upper("state") gin_trgm_ops);
