CREATE UNIQUE INDEX "timesheet_months_employee_id_year_month_unique" ON "timesheet_months" USING btree ("employee_id","year","month");
--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_members_work_order_id_employee_id_unique" ON "work_order_members" USING btree ("work_order_id","employee_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "project_members_project_id_employee_id_unique" ON "project_members" USING btree ("project_id","employee_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "favourite_tasks_employee_id_task_id_unique" ON "favourite_tasks" USING btree ("employee_id","task_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "labour_employee_id_year_month_unique" ON "labour" USING btree ("employee_id","year","month");
--> statement-breakpoint
CREATE UNIQUE INDEX "annual_costs_employee_id_year_unique" ON "annual_costs" USING btree ("employee_id","year");
--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_costs_employee_id_year_month_unique" ON "monthly_costs" USING btree ("employee_id","year","month");
--> statement-breakpoint
CREATE UNIQUE INDEX "rbac_group_roles_group_id_role_id_unique" ON "rbac_group_roles" USING btree ("group_id","role_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "rbac_group_users_group_id_user_id_unique" ON "rbac_group_users" USING btree ("group_id","user_id");
