-- Hand-written (no declaration carries it; modules/pm/timesheet-entries.resource.ts points here). The hours booked
-- per employee, work order, task (none: null) and month, kept by the database on every write to the timesheet
-- entries, so that a year's report reads a total per employee and month instead of every day's entries, and the
-- dashboard its month's totals instead of the month's entries (issue 29, bench/README.md "Kept monthly totals").
-- `entries` counts the entries behind each total: a total whose last entry goes is deleted, so a total exists
-- exactly when entries do.
CREATE TABLE "timesheet_monthly_hours" (
	"work_order_id" integer NOT NULL,
	"month" date NOT NULL,
	"employee_id" integer NOT NULL,
	"task_id" integer,
	"hours" numeric(14, 2) NOT NULL,
	"entries" integer NOT NULL
);
--> statement-breakpoint
-- The key the trigger adds to (a null task is one key, not many), in the report's order: a work order's months,
-- with the hours, so that the report reads the index alone.
CREATE UNIQUE INDEX "timesheet_monthly_hours_key" ON "timesheet_monthly_hours" USING btree ("work_order_id","month","employee_id","task_id") INCLUDE ("hours") NULLS NOT DISTINCT;
--> statement-breakpoint
-- The dashboard's month, every work order and task with its hours (the index alone answers it too).
CREATE INDEX "timesheet_monthly_hours_month_idx" ON "timesheet_monthly_hours" USING btree ("month","work_order_id","task_id") INCLUDE ("hours");
--> statement-breakpoint
-- Adds hours and entries to one total (negative to take them away), race-safe: two writers of one key meet on
-- the unique index and the second adds to what the first committed. A total left with no entry is deleted; a
-- writer waiting on it then finds no conflict and inserts afresh.
CREATE FUNCTION "timesheet_monthly_hours_add"(work_order integer, day date, employee integer, task integer, added_hours numeric, added_entries integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	first_day date := date_trunc('month', day::timestamp)::date;
BEGIN
	INSERT INTO timesheet_monthly_hours AS kept (work_order_id, month, employee_id, task_id, hours, entries)
	VALUES (work_order, first_day, employee, task, added_hours, added_entries)
	ON CONFLICT (work_order_id, month, employee_id, task_id) DO UPDATE SET hours = kept.hours + excluded.hours, entries = kept.entries + excluded.entries;
	IF added_entries < 0 THEN
		DELETE FROM timesheet_monthly_hours
		WHERE work_order_id = work_order AND month = first_day AND employee_id = employee AND task_id IS NOT DISTINCT FROM task AND entries = 0;
	END IF;
END $$;
--> statement-breakpoint
-- An update that moves an entry between totals touches the two in key order, so that two such updates running
-- at once in opposite directions wait for each other instead of deadlocking.
CREATE FUNCTION "timesheet_entries_keep_monthly_hours"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM timesheet_monthly_hours_add(NEW.work_order_id, NEW.date, NEW.employee_id, NEW.task_id, NEW.hours, 1);
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM timesheet_monthly_hours_add(OLD.work_order_id, OLD.date, OLD.employee_id, OLD.task_id, -OLD.hours, -1);
	ELSIF (OLD.work_order_id, date_trunc('month', OLD.date::timestamp), OLD.employee_id, OLD.task_id, OLD.hours)
		IS DISTINCT FROM (NEW.work_order_id, date_trunc('month', NEW.date::timestamp), NEW.employee_id, NEW.task_id, NEW.hours) THEN
		IF (OLD.work_order_id, date_trunc('month', OLD.date::timestamp), OLD.employee_id, coalesce(OLD.task_id, 0))
			<= (NEW.work_order_id, date_trunc('month', NEW.date::timestamp), NEW.employee_id, coalesce(NEW.task_id, 0)) THEN
			PERFORM timesheet_monthly_hours_add(OLD.work_order_id, OLD.date, OLD.employee_id, OLD.task_id, -OLD.hours, -1);
			PERFORM timesheet_monthly_hours_add(NEW.work_order_id, NEW.date, NEW.employee_id, NEW.task_id, NEW.hours, 1);
		ELSE
			PERFORM timesheet_monthly_hours_add(NEW.work_order_id, NEW.date, NEW.employee_id, NEW.task_id, NEW.hours, 1);
			PERFORM timesheet_monthly_hours_add(OLD.work_order_id, OLD.date, OLD.employee_id, OLD.task_id, -OLD.hours, -1);
		END IF;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "timesheet_entries_keep_monthly_hours" AFTER INSERT OR DELETE OR UPDATE OF "work_order_id", "date", "employee_id", "task_id", "hours" ON "timesheet_entries" FOR EACH ROW EXECUTE FUNCTION "timesheet_entries_keep_monthly_hours"();
--> statement-breakpoint
-- Emptying the entries (`npm run seed -- --reset`) empties their totals.
CREATE FUNCTION "timesheet_entries_empty_monthly_hours"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE timesheet_monthly_hours;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "timesheet_entries_empty_monthly_hours" AFTER TRUNCATE ON "timesheet_entries" FOR EACH STATEMENT EXECUTE FUNCTION "timesheet_entries_empty_monthly_hours"();
--> statement-breakpoint
-- The totals of the entries already there, in one statement (the seed's bulk load refills them the same way:
-- server/db/seed/monthly-hours.ts).
INSERT INTO "timesheet_monthly_hours" ("work_order_id", "month", "employee_id", "task_id", "hours", "entries")
SELECT "work_order_id", date_trunc('month', "date"::timestamp)::date, "employee_id", "task_id", sum("hours"), count(*) FROM "timesheet_entries" GROUP BY 1, 2, 3, 4;
