CREATE TABLE "import_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resource" varchar(80) NOT NULL,
	"file_name" text NOT NULL,
	"row_count" integer NOT NULL,
	"records" jsonb NOT NULL,
	"imported_by" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_by" text,
	"undone_at" timestamp with time zone
);

--> statement-breakpoint
CREATE TABLE "leave_opening_balances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leave_opening_balances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"employee_id" integer NOT NULL,
	"exception_id" integer NOT NULL,
	"counted_on" date NOT NULL,
	"hours_left" numeric(14, 2) NOT NULL
);

--> statement-breakpoint
ALTER TABLE "leave_opening_balances" ADD CONSTRAINT "leave_opening_balances_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "leave_opening_balances" ADD CONSTRAINT "leave_opening_balances_exception_id_exceptions_id_fk" FOREIGN KEY ("exception_id") REFERENCES "public"."exceptions"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "import_batches_resource_idx" ON "import_batches" USING btree ("resource","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "leave_opening_balances_employee_id_exception_id_unique" ON "leave_opening_balances" USING btree ("employee_id","exception_id");
--> statement-breakpoint
CREATE INDEX "leave_opening_balances_employee_id_idx" ON "leave_opening_balances" USING btree ("employee_id");
--> statement-breakpoint
CREATE INDEX "leave_opening_balances_exception_id_idx" ON "leave_opening_balances" USING btree ("exception_id");
