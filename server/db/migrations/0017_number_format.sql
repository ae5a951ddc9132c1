-- Hand-added before the constraints: a number written outside the server (the bench's BENCH-n tasks, a script's
-- rows) takes the next numbers of its resource's counter, in id order, so that the constraints hold on any database.
WITH "bad" AS (SELECT "id", row_number() OVER (ORDER BY "id") AS "rn", count(*) OVER () AS "total" FROM "timesheet_months" WHERE "number" !~ '^TSM-[0-9]{6,}$'),
"reserved" AS (INSERT INTO "numbering_counters" ("resource", "prefix", "last_value") SELECT 'timesheetMonths', 'TSM', count(*) FROM "bad" HAVING count(*) > 0
  ON CONFLICT ("resource", "prefix") DO UPDATE SET "last_value" = "numbering_counters"."last_value" + excluded."last_value" RETURNING "last_value")
UPDATE "timesheet_months" SET "number" = 'TSM-' || lpad(("reserved"."last_value" - "bad"."total" + "bad"."rn")::text, greatest(6, length(("reserved"."last_value" - "bad"."total" + "bad"."rn")::text)), '0')
FROM "bad", "reserved" WHERE "timesheet_months"."id" = "bad"."id";
--> statement-breakpoint
WITH "bad" AS (SELECT "id", row_number() OVER (ORDER BY "id") AS "rn", count(*) OVER () AS "total" FROM "work_orders" WHERE "number" !~ '^WO-[0-9]{6,}$'),
"reserved" AS (INSERT INTO "numbering_counters" ("resource", "prefix", "last_value") SELECT 'workOrders', 'WO', count(*) FROM "bad" HAVING count(*) > 0
  ON CONFLICT ("resource", "prefix") DO UPDATE SET "last_value" = "numbering_counters"."last_value" + excluded."last_value" RETURNING "last_value")
UPDATE "work_orders" SET "number" = 'WO-' || lpad(("reserved"."last_value" - "bad"."total" + "bad"."rn")::text, greatest(6, length(("reserved"."last_value" - "bad"."total" + "bad"."rn")::text)), '0')
FROM "bad", "reserved" WHERE "work_orders"."id" = "bad"."id";
--> statement-breakpoint
WITH "bad" AS (SELECT "id", row_number() OVER (ORDER BY "id") AS "rn", count(*) OVER () AS "total" FROM "projects" WHERE "number" !~ '^PRJ-[0-9]{6,}$'),
"reserved" AS (INSERT INTO "numbering_counters" ("resource", "prefix", "last_value") SELECT 'projects', 'PRJ', count(*) FROM "bad" HAVING count(*) > 0
  ON CONFLICT ("resource", "prefix") DO UPDATE SET "last_value" = "numbering_counters"."last_value" + excluded."last_value" RETURNING "last_value")
UPDATE "projects" SET "number" = 'PRJ-' || lpad(("reserved"."last_value" - "bad"."total" + "bad"."rn")::text, greatest(6, length(("reserved"."last_value" - "bad"."total" + "bad"."rn")::text)), '0')
FROM "bad", "reserved" WHERE "projects"."id" = "bad"."id";
--> statement-breakpoint
WITH "bad" AS (SELECT "id", row_number() OVER (ORDER BY "id") AS "rn", count(*) OVER () AS "total" FROM "tasks" WHERE "number" !~ '^TSK-[0-9]{6,}$'),
"reserved" AS (INSERT INTO "numbering_counters" ("resource", "prefix", "last_value") SELECT 'tasks', 'TSK', count(*) FROM "bad" HAVING count(*) > 0
  ON CONFLICT ("resource", "prefix") DO UPDATE SET "last_value" = "numbering_counters"."last_value" + excluded."last_value" RETURNING "last_value")
UPDATE "tasks" SET "number" = 'TSK-' || lpad(("reserved"."last_value" - "bad"."total" + "bad"."rn")::text, greatest(6, length(("reserved"."last_value" - "bad"."total" + "bad"."rn")::text)), '0')
FROM "bad", "reserved" WHERE "tasks"."id" = "bad"."id";
--> statement-breakpoint
WITH "bad" AS (SELECT "id", row_number() OVER (ORDER BY "id") AS "rn", count(*) OVER () AS "total" FROM "hr_timesheet_requests" WHERE "number" !~ '^HRQ-[0-9]{6,}$'),
"reserved" AS (INSERT INTO "numbering_counters" ("resource", "prefix", "last_value") SELECT 'hrTimesheetRequests', 'HRQ', count(*) FROM "bad" HAVING count(*) > 0
  ON CONFLICT ("resource", "prefix") DO UPDATE SET "last_value" = "numbering_counters"."last_value" + excluded."last_value" RETURNING "last_value")
UPDATE "hr_timesheet_requests" SET "number" = 'HRQ-' || lpad(("reserved"."last_value" - "bad"."total" + "bad"."rn")::text, greatest(6, length(("reserved"."last_value" - "bad"."total" + "bad"."rn")::text)), '0')
FROM "bad", "reserved" WHERE "hr_timesheet_requests"."id" = "bad"."id";
--> statement-breakpoint
WITH "bad" AS (SELECT "id", row_number() OVER (ORDER BY "id") AS "rn", count(*) OVER () AS "total" FROM "labour" WHERE "number" !~ '^LAB-[0-9]{6,}$'),
"reserved" AS (INSERT INTO "numbering_counters" ("resource", "prefix", "last_value") SELECT 'labour', 'LAB', count(*) FROM "bad" HAVING count(*) > 0
  ON CONFLICT ("resource", "prefix") DO UPDATE SET "last_value" = "numbering_counters"."last_value" + excluded."last_value" RETURNING "last_value")
UPDATE "labour" SET "number" = 'LAB-' || lpad(("reserved"."last_value" - "bad"."total" + "bad"."rn")::text, greatest(6, length(("reserved"."last_value" - "bad"."total" + "bad"."rn")::text)), '0')
FROM "bad", "reserved" WHERE "labour"."id" = "bad"."id";
--> statement-breakpoint
WITH "bad" AS (SELECT "id", row_number() OVER (ORDER BY "id") AS "rn", count(*) OVER () AS "total" FROM "employees" WHERE "number" !~ '^EMP-[0-9]{6,}$'),
"reserved" AS (INSERT INTO "numbering_counters" ("resource", "prefix", "last_value") SELECT 'employees', 'EMP', count(*) FROM "bad" HAVING count(*) > 0
  ON CONFLICT ("resource", "prefix") DO UPDATE SET "last_value" = "numbering_counters"."last_value" + excluded."last_value" RETURNING "last_value")
UPDATE "employees" SET "number" = 'EMP-' || lpad(("reserved"."last_value" - "bad"."total" + "bad"."rn")::text, greatest(6, length(("reserved"."last_value" - "bad"."total" + "bad"."rn")::text)), '0')
FROM "bad", "reserved" WHERE "employees"."id" = "bad"."id";
--> statement-breakpoint
WITH "bad" AS (SELECT "id", row_number() OVER (ORDER BY "id") AS "rn", count(*) OVER () AS "total" FROM "receipts" WHERE "number" !~ '^RCP-[0-9]{6,}$'),
"reserved" AS (INSERT INTO "numbering_counters" ("resource", "prefix", "last_value") SELECT 'receipts', 'RCP', count(*) FROM "bad" HAVING count(*) > 0
  ON CONFLICT ("resource", "prefix") DO UPDATE SET "last_value" = "numbering_counters"."last_value" + excluded."last_value" RETURNING "last_value")
UPDATE "receipts" SET "number" = 'RCP-' || lpad(("reserved"."last_value" - "bad"."total" + "bad"."rn")::text, greatest(6, length(("reserved"."last_value" - "bad"."total" + "bad"."rn")::text)), '0')
FROM "bad", "reserved" WHERE "receipts"."id" = "bad"."id";
--> statement-breakpoint
WITH "bad" AS (SELECT "id", row_number() OVER (ORDER BY "id") AS "rn", count(*) OVER () AS "total" FROM "customer_contracts" WHERE "number" !~ '^CTR-[0-9]{6,}$'),
"reserved" AS (INSERT INTO "numbering_counters" ("resource", "prefix", "last_value") SELECT 'customerContracts', 'CTR', count(*) FROM "bad" HAVING count(*) > 0
  ON CONFLICT ("resource", "prefix") DO UPDATE SET "last_value" = "numbering_counters"."last_value" + excluded."last_value" RETURNING "last_value")
UPDATE "customer_contracts" SET "number" = 'CTR-' || lpad(("reserved"."last_value" - "bad"."total" + "bad"."rn")::text, greatest(6, length(("reserved"."last_value" - "bad"."total" + "bad"."rn")::text)), '0')
FROM "bad", "reserved" WHERE "customer_contracts"."id" = "bad"."id";
--> statement-breakpoint
WITH "bad" AS (SELECT "id", row_number() OVER (ORDER BY "id") AS "rn", count(*) OVER () AS "total" FROM "quotes" WHERE "number" !~ '^QUO-[0-9]{6,}$'),
"reserved" AS (INSERT INTO "numbering_counters" ("resource", "prefix", "last_value") SELECT 'quotes', 'QUO', count(*) FROM "bad" HAVING count(*) > 0
  ON CONFLICT ("resource", "prefix") DO UPDATE SET "last_value" = "numbering_counters"."last_value" + excluded."last_value" RETURNING "last_value")
UPDATE "quotes" SET "number" = 'QUO-' || lpad(("reserved"."last_value" - "bad"."total" + "bad"."rn")::text, greatest(6, length(("reserved"."last_value" - "bad"."total" + "bad"."rn")::text)), '0')
FROM "bad", "reserved" WHERE "quotes"."id" = "bad"."id";
--> statement-breakpoint
WITH "bad" AS (SELECT "id", row_number() OVER (ORDER BY "id") AS "rn", count(*) OVER () AS "total" FROM "statements_of_work" WHERE "number" !~ '^SOW-[0-9]{6,}$'),
"reserved" AS (INSERT INTO "numbering_counters" ("resource", "prefix", "last_value") SELECT 'statementsOfWork', 'SOW', count(*) FROM "bad" HAVING count(*) > 0
  ON CONFLICT ("resource", "prefix") DO UPDATE SET "last_value" = "numbering_counters"."last_value" + excluded."last_value" RETURNING "last_value")
UPDATE "statements_of_work" SET "number" = 'SOW-' || lpad(("reserved"."last_value" - "bad"."total" + "bad"."rn")::text, greatest(6, length(("reserved"."last_value" - "bad"."total" + "bad"."rn")::text)), '0')
FROM "bad", "reserved" WHERE "statements_of_work"."id" = "bad"."id";
--> statement-breakpoint
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
