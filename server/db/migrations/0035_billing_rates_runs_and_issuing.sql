CREATE TABLE "billed_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billed_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"invoice_line_id" integer NOT NULL,
	"timesheet_entry_id" integer NOT NULL,
	"hours" numeric(14, 2) NOT NULL,
	"hourly_rate" numeric(14, 2) NOT NULL
);

--> statement-breakpoint
CREATE TABLE "invoice_numbers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_numbers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"year" integer NOT NULL,
	"series" varchar(10) DEFAULT '',
	"last_number" integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TABLE "contract_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"customer_contract_id" integer NOT NULL,
	"employee_id" integer,
	"role" varchar(80),
	"hourly_rate" numeric(14, 2) NOT NULL
);

--> statement-breakpoint
CREATE TABLE "contract_milestones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_milestones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"customer_contract_id" integer NOT NULL,
	"title" varchar(160) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"due_date" date NOT NULL,
	"invoice_line_id" integer
);

--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "status" varchar(60);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "document_type" varchar(60);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "corrects_invoice_id" integer;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "customer_contract_id" integer;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billing_period" varchar(7);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "series" varchar(5);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "progressive" integer;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "is_split_payment" boolean DEFAULT false;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "stamp_duty" numeric(14, 2) DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sdi_note" text;
--> statement-breakpoint
ALTER TABLE "customer_contracts" ADD COLUMN "billing_method" varchar(60);
--> statement-breakpoint
ALTER TABLE "customer_contracts" ADD COLUMN "hourly_rate" numeric(14, 2);
--> statement-breakpoint
ALTER TABLE "customer_contracts" ADD COLUMN "vat_rate" numeric(14, 2) DEFAULT 22;
--> statement-breakpoint
ALTER TABLE "customer_contracts" ADD COLUMN "vat_nature" varchar(60);
--> statement-breakpoint
ALTER TABLE "customer_contracts" ADD COLUMN "cig" varchar(15);
--> statement-breakpoint
ALTER TABLE "customer_contracts" ADD COLUMN "cup" varchar(15);
--> statement-breakpoint
ALTER TABLE "billed_hours" ADD CONSTRAINT "billed_hours_invoice_line_id_invoice_lines_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "billed_hours" ADD CONSTRAINT "billed_hours_timesheet_entry_id_timesheet_entries_id_fk" FOREIGN KEY ("timesheet_entry_id") REFERENCES "public"."timesheet_entries"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contract_rates" ADD CONSTRAINT "contract_rates_customer_contract_id_customer_contracts_id_fk" FOREIGN KEY ("customer_contract_id") REFERENCES "public"."customer_contracts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contract_rates" ADD CONSTRAINT "contract_rates_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contract_milestones" ADD CONSTRAINT "contract_milestones_customer_contract_id_customer_contracts_id_fk" FOREIGN KEY ("customer_contract_id") REFERENCES "public"."customer_contracts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contract_milestones" ADD CONSTRAINT "contract_milestones_invoice_line_id_invoice_lines_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "billed_hours_invoice_line_id_idx" ON "billed_hours" USING btree ("invoice_line_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "billed_hours_timesheet_entry_id_unique" ON "billed_hours" USING btree ("timesheet_entry_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_numbers_year_series_unique" ON "invoice_numbers" USING btree ("year","series");
--> statement-breakpoint
CREATE INDEX "invoice_numbers_year_idx" ON "invoice_numbers" USING btree ("year");
--> statement-breakpoint
CREATE INDEX "invoice_numbers_series_idx" ON "invoice_numbers" USING btree ("series");
--> statement-breakpoint
CREATE UNIQUE INDEX "contract_rates_customer_contract_id_employee_id_unique" ON "contract_rates" USING btree ("customer_contract_id","employee_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "contract_rates_customer_contract_id_role_unique" ON "contract_rates" USING btree ("customer_contract_id","role");
--> statement-breakpoint
CREATE INDEX "contract_rates_customer_contract_id_idx" ON "contract_rates" USING btree ("customer_contract_id");
--> statement-breakpoint
CREATE INDEX "contract_rates_employee_id_idx" ON "contract_rates" USING btree ("employee_id");
--> statement-breakpoint
CREATE INDEX "contract_milestones_customer_contract_id_idx" ON "contract_milestones" USING btree ("customer_contract_id");
--> statement-breakpoint
CREATE INDEX "contract_milestones_due_date_idx" ON "contract_milestones" USING btree ("due_date");
--> statement-breakpoint
CREATE UNIQUE INDEX "contract_milestones_invoice_line_id_unique" ON "contract_milestones" USING btree ("invoice_line_id");
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_invoice_id_invoices_id_fk" FOREIGN KEY ("corrects_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_contract_id_customer_contracts_id_fk" FOREIGN KEY ("customer_contract_id") REFERENCES "public"."customer_contracts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status");
--> statement-breakpoint
CREATE INDEX "invoices_document_type_idx" ON "invoices" USING btree ("document_type");
--> statement-breakpoint
CREATE INDEX "invoices_corrects_invoice_id_idx" ON "invoices" USING btree ("corrects_invoice_id");
--> statement-breakpoint
CREATE INDEX "invoices_customer_contract_id_idx" ON "invoices" USING btree ("customer_contract_id");
--> statement-breakpoint
CREATE INDEX "invoices_billing_period_idx" ON "invoices" USING btree ("billing_period");
--> statement-breakpoint
CREATE INDEX "customer_contracts_billing_method_idx" ON "customer_contracts" USING btree ("billing_method");
