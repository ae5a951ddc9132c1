-- Hand-written (keep when regenerating): rows that two requests at once could make before these constraints
-- (issue 22) would stop them being created, so they are set apart first, the oldest row of each kept as it is.
-- A later copy of an invoice (same counterparty, number and date) keeps its data and matches, its number marked.
UPDATE "invoices" SET "number" = left("number", 26) || ' (copy #' || "id" || ')' WHERE EXISTS (SELECT 1 FROM "invoices" "first" WHERE "first"."id" < "invoices"."id" AND "first"."number" = "invoices"."number" AND "first"."date" = "invoices"."date" AND ("first"."supplier_id" = "invoices"."supplier_id" OR "first"."customer_id" = "invoices"."customer_id"));
--> statement-breakpoint
-- A later contract of the same quote, or statement of work of the same contract, is no longer linked to it.
UPDATE "customer_contracts" SET "quote_id" = NULL WHERE "quote_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "customer_contracts" "first" WHERE "first"."quote_id" = "customer_contracts"."quote_id" AND "first"."id" < "customer_contracts"."id");
--> statement-breakpoint
UPDATE "statements_of_work" SET "customer_contract_id" = NULL WHERE "customer_contract_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "statements_of_work" "first" WHERE "first"."customer_contract_id" = "statements_of_work"."customer_contract_id" AND "first"."id" < "statements_of_work"."id");
--> statement-breakpoint
DROP INDEX "customer_contracts_quote_id_idx";
--> statement-breakpoint
DROP INDEX "statements_of_work_customer_contract_id_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_supplier_id_number_date_unique" ON "invoices" USING btree ("supplier_id","number","date");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_customer_id_number_date_unique" ON "invoices" USING btree ("customer_id","number","date");
--> statement-breakpoint
CREATE UNIQUE INDEX "customer_contracts_quote_id_unique" ON "customer_contracts" USING btree ("quote_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "statements_of_work_customer_contract_id_unique" ON "statements_of_work" USING btree ("customer_contract_id");
--> statement-breakpoint
-- Hand-written (keep when regenerating): an employee's requests that are not refused never overlap, kept by the
-- database (PostgreSQL's exclusion constraint over the employee and the days; btree_gist lets it compare the
-- employee by equality). A request that already overlaps an older one is refused first, saying why.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
UPDATE "hr_timesheet_requests" SET "state" = 'Refused', "reviewer_note" = left(concat_ws(E'\n\n', "reviewer_note", 'Refused on upgrade: it overlaps an older request of the same days.'), 2000) WHERE "state" <> 'Refused' AND EXISTS (SELECT 1 FROM "hr_timesheet_requests" "first" WHERE "first"."employee_id" = "hr_timesheet_requests"."employee_id" AND "first"."id" < "hr_timesheet_requests"."id" AND "first"."state" <> 'Refused' AND "first"."start_date" <= "hr_timesheet_requests"."end_date" AND "first"."end_date" >= "hr_timesheet_requests"."start_date");
--> statement-breakpoint
ALTER TABLE "hr_timesheet_requests" ADD CONSTRAINT "hr_timesheet_requests_no_overlap" EXCLUDE USING gist ("employee_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&) WHERE ("state" <> 'Refused');
