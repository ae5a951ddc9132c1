CREATE TABLE "audit_trail" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_trail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"username" text NOT NULL,
	"resource" varchar(80) NOT NULL,
	"record_id" integer NOT NULL,
	"action" varchar(6) NOT NULL,
	"changes" jsonb NOT NULL
);

--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resource" varchar(80) NOT NULL,
	"record_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" varchar(255) NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "numbering_counters" (
	"resource" varchar(80) NOT NULL,
	"prefix" varchar(20) NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "numbering_counters_resource_prefix_pk" PRIMARY KEY("resource","prefix")
);

--> statement-breakpoint
CREATE TABLE "timesheet_months" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "timesheet_months_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"number" text,
	"employee_id" integer NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"status" varchar(60) DEFAULT 'Open',
	"total_hours" numeric(14, 2),
	"note" text
);

--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"number" text,
	"name" varchar(160) NOT NULL,
	"customer_id" integer NOT NULL,
	"manager_id" integer,
	"description" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"amount" numeric(14, 2),
	"budget_hours" numeric(14, 2),
	"cig" varchar(10),
	"cup" varchar(15),
	"status" varchar(60) DEFAULT 'Active'
);

--> statement-breakpoint
CREATE TABLE "work_order_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_order_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"work_order_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"role" varchar(80),
	"hourly_rate" numeric(14, 2)
);

--> statement-breakpoint
CREATE TABLE "timesheet_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "timesheet_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"employee_id" integer NOT NULL,
	"date" date DEFAULT CURRENT_DATE NOT NULL,
	"work_order_id" integer NOT NULL,
	"task_id" integer,
	"hours" numeric(14, 2) NOT NULL,
	"note" text
);

--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"number" text,
	"name" varchar(160) NOT NULL,
	"work_order_id" integer NOT NULL,
	"manager_id" integer,
	"description" text,
	"start_date" date,
	"end_date" date,
	"budget_hours" numeric(14, 2),
	"status" varchar(60) DEFAULT 'Planned'
);

--> statement-breakpoint
CREATE TABLE "project_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"project_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"role" varchar(80),
	"allocation_percent" integer DEFAULT 100
);

--> statement-breakpoint
CREATE TABLE "project_journal" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_journal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"project_id" integer NOT NULL,
	"author_id" integer,
	"comment" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "sprints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sprints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"project_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"goal" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" varchar(60) DEFAULT 'Planned'
);

--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"number" text,
	"title" varchar(200) NOT NULL,
	"description" text,
	"project_id" integer NOT NULL,
	"sprint_id" integer,
	"owner_id" integer NOT NULL,
	"assignee_id" integer,
	"status" varchar(60) DEFAULT 'To Do',
	"priority" varchar(60) DEFAULT 'Medium',
	"due_date" date,
	"estimate_hours" numeric(14, 2)
);

--> statement-breakpoint
CREATE TABLE "task_journal" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_journal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"task_id" integer NOT NULL,
	"author_id" integer,
	"comment" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "task_activity" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"task_id" integer NOT NULL,
	"actor_id" integer,
	"action" varchar(60) NOT NULL,
	"field_name" varchar(60),
	"old_value" text,
	"new_value" text
);

--> statement-breakpoint
CREATE TABLE "favourite_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favourite_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"employee_id" integer NOT NULL,
	"task_id" integer NOT NULL
);

--> statement-breakpoint
CREATE TABLE "hr_timesheet_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hr_timesheet_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"number" text,
	"employee_id" integer NOT NULL,
	"exception_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"hours" numeric(14, 2),
	"certificate_number" varchar(40),
	"note" text,
	"state" varchar(60) DEFAULT 'Reviewing',
	"reviewer_note" text
);

--> statement-breakpoint
CREATE TABLE "exceptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exceptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"code" varchar(12) NOT NULL,
	"name" varchar(80) NOT NULL,
	"category" varchar(60) NOT NULL,
	"is_paid" boolean DEFAULT true,
	"needs_certificate" boolean DEFAULT false,
	"is_active" boolean DEFAULT true
);

--> statement-breakpoint
CREATE TABLE "labour" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "labour_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"number" text,
	"employee_id" integer NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"status" varchar(60) DEFAULT 'Draft',
	"approver_id" integer,
	"worked_days" numeric(14, 2),
	"worked_hours" numeric(14, 2),
	"gross_salary" numeric(14, 2),
	"tfr_monthly_salary" numeric(14, 2),
	"contributions" numeric(14, 2),
	"withholding_tax" numeric(14, 2),
	"tfr" numeric(14, 2),
	"net_salary" numeric(14, 2),
	"total_cost" numeric(14, 2),
	"payment_date" date,
	"note" text
);

--> statement-breakpoint
CREATE TABLE "labour_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "labour_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"labour_id" integer NOT NULL,
	"employee_id" integer,
	"date" date NOT NULL,
	"worked_hours" numeric(14, 2) DEFAULT 0,
	"overtime_hours" numeric(14, 2) DEFAULT 0,
	"absence_hours" numeric(14, 2) DEFAULT 0,
	"exception_id" integer,
	"is_holiday" boolean DEFAULT false
);

--> statement-breakpoint
CREATE TABLE "annual_costs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "annual_costs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"employee_id" integer NOT NULL,
	"year" integer NOT NULL,
	"gross_salary" numeric(14, 2),
	"contributions" numeric(14, 2),
	"tfr" numeric(14, 2),
	"other_costs" numeric(14, 2),
	"total_cost" numeric(14, 2),
	"worked_hours" numeric(14, 2),
	"hourly_cost" numeric(14, 2)
);

--> statement-breakpoint
CREATE TABLE "monthly_costs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monthly_costs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"employee_id" integer NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"labour_id" integer,
	"gross_salary" numeric(14, 2),
	"contributions" numeric(14, 2),
	"tfr" numeric(14, 2),
	"total_cost" numeric(14, 2),
	"worked_hours" numeric(14, 2)
);

--> statement-breakpoint
CREATE TABLE "employee_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employee_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"employee_id" integer NOT NULL,
	"contract_type_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"ccnl" varchar(80),
	"level" varchar(20),
	"start_date" date NOT NULL,
	"end_date" date,
	"weekly_hours" numeric(14, 2) DEFAULT 40,
	"gross_annual_salary" numeric(14, 2),
	"monthly_instalments" integer DEFAULT 14,
	"note" text
);

--> statement-breakpoint
CREATE TABLE "contract_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"code" varchar(12) NOT NULL,
	"name" varchar(80) NOT NULL,
	"is_fixed_term" boolean DEFAULT false,
	"is_active" boolean DEFAULT true
);

--> statement-breakpoint
CREATE TABLE "employees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"number" text,
	"first_name" varchar(80) NOT NULL,
	"last_name" varchar(80) NOT NULL,
	"full_name" text GENERATED ALWAYS AS (btrim(coalesce("first_name", '') || ' ' || coalesce("last_name", ''))) STORED,
	"email" varchar(254) NOT NULL,
	"tax_code" varchar(16) NOT NULL,
	"phone" varchar(30),
	"birth_date" date,
	"hire_date" date NOT NULL,
	"end_date" date,
	"job_title" varchar(80),
	"cost_centre" varchar(60),
	"hourly_cost" numeric(14, 2),
	"iban" varchar(34),
	"address" text,
	"is_active" boolean DEFAULT true
);

--> statement-breakpoint
CREATE TABLE "safety_courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "safety_courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"title" varchar(160) NOT NULL,
	"description" text,
	"provider" varchar(120),
	"duration_hours" numeric(14, 2),
	"validity_months" integer,
	"is_mandatory" boolean DEFAULT true
);

--> statement-breakpoint
CREATE TABLE "safety_course_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "safety_course_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"safety_course_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"assigned_date" date DEFAULT CURRENT_DATE,
	"due_date" date,
	"is_completed" boolean DEFAULT false,
	"completed_date" date,
	"expiry_date" date,
	"certificate_number" varchar(60)
);

--> statement-breakpoint
CREATE TABLE "cash_flow_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_flow_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"account_id" integer NOT NULL,
	"direction" varchar(60) NOT NULL,
	"date" date NOT NULL,
	"value_date" date,
	"amount" numeric(14, 2) NOT NULL,
	"description" varchar(500) NOT NULL,
	"counterparty" varchar(160),
	"bank_reference" varchar(60),
	"is_reconciled" boolean DEFAULT false,
	"is_partial" boolean DEFAULT false,
	"parent_table" varchar(60),
	"parent" integer
);

--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"direction" varchar(60) NOT NULL,
	"number" varchar(40) NOT NULL,
	"date" date NOT NULL,
	"supplier_id" integer,
	"customer_id" integer,
	"work_order_id" integer,
	"description" text,
	"currency" varchar(3) DEFAULT 'EUR',
	"taxable" numeric(14, 2) NOT NULL,
	"vat_rate" numeric(14, 2) DEFAULT 22,
	"vat" numeric(14, 2),
	"total" numeric(14, 2) NOT NULL,
	"due_date" date,
	"is_paid" boolean DEFAULT false,
	"paid_date" date,
	"has_invoice_pdf_file" boolean DEFAULT false,
	"has_invoice_xml_file" boolean DEFAULT false,
	"has_receipt_file" boolean DEFAULT false
);

--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"number" text,
	"employee_id" integer,
	"date" date DEFAULT CURRENT_DATE NOT NULL,
	"description" varchar(300) NOT NULL,
	"category" varchar(60) DEFAULT 'Other',
	"amount" numeric(14, 2) NOT NULL,
	"state" varchar(60) DEFAULT 'Submitted',
	"invoice_id" integer,
	"labour_id" integer
);

--> statement-breakpoint
CREATE TABLE "taxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"description" varchar(200) NOT NULL,
	"tax_type" varchar(60) NOT NULL,
	"payment_form" varchar(60) DEFAULT 'F24',
	"year" integer NOT NULL,
	"month" integer,
	"amount" numeric(14, 2) NOT NULL,
	"due_date" date NOT NULL,
	"is_paid" boolean DEFAULT false,
	"paid_date" date
);

--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"name" varchar(80) NOT NULL,
	"bank_id" integer NOT NULL,
	"iban" varchar(34) NOT NULL,
	"currency" varchar(3) DEFAULT 'EUR',
	"opening_balance" numeric(14, 2) DEFAULT 0,
	"balance" numeric(14, 2),
	"is_active" boolean DEFAULT true
);

--> statement-breakpoint
CREATE TABLE "banks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"name" varchar(120) NOT NULL,
	"abi" varchar(5),
	"bic" varchar(11)
);

--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"name" varchar(160) NOT NULL,
	"vat_number" varchar(20),
	"tax_code" varchar(16),
	"email" varchar(254),
	"pec" varchar(254),
	"phone" varchar(30),
	"address" varchar(200),
	"city" varchar(80),
	"postal_code" varchar(10),
	"province" varchar(2),
	"country" varchar(2) DEFAULT 'IT',
	"iban" varchar(34),
	"payment_terms_days" integer DEFAULT 30,
	"is_active" boolean DEFAULT true
);

--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"name" varchar(160) NOT NULL,
	"vat_number" varchar(20),
	"tax_code" varchar(16),
	"sdi_code" varchar(7),
	"pec" varchar(254),
	"email" varchar(254),
	"phone" varchar(30),
	"address" varchar(200),
	"city" varchar(80),
	"postal_code" varchar(10),
	"province" varchar(2),
	"country" varchar(2) DEFAULT 'IT',
	"payment_terms_days" integer DEFAULT 30,
	"is_active" boolean DEFAULT true
);

--> statement-breakpoint
CREATE TABLE "customer_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"number" text,
	"title" varchar(160) NOT NULL,
	"customer_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"amount" numeric(14, 2),
	"billing_frequency" varchar(60) DEFAULT 'Monthly',
	"is_auto_renewed" boolean DEFAULT false,
	"status" varchar(60) DEFAULT 'Draft',
	"note" text
);

--> statement-breakpoint
CREATE TABLE "leads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"name" varchar(160) NOT NULL,
	"vat_number" varchar(20),
	"email" varchar(254),
	"phone" varchar(30),
	"source" varchar(60) DEFAULT 'Other',
	"status" varchar(60) DEFAULT 'New',
	"owner_id" integer,
	"customer_id" integer,
	"note" text
);

--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"first_name" varchar(80) NOT NULL,
	"last_name" varchar(80) NOT NULL,
	"full_name" text GENERATED ALWAYS AS (btrim(coalesce("first_name", '') || ' ' || coalesce("last_name", ''))) STORED,
	"job_title" varchar(80),
	"email" varchar(254),
	"phone" varchar(30),
	"lead_id" integer,
	"customer_id" integer
);

--> statement-breakpoint
CREATE TABLE "opportunities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"title" varchar(160) NOT NULL,
	"lead_id" integer,
	"customer_id" integer,
	"stage" varchar(60) DEFAULT 'Qualification',
	"expected_amount" numeric(14, 2),
	"probability" integer DEFAULT 20,
	"expected_close_date" date,
	"owner_id" integer,
	"note" text
);

--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"code" varchar(40) NOT NULL,
	"name" varchar(160) NOT NULL,
	"description" text,
	"unit" varchar(60) DEFAULT 'piece',
	"unit_price" numeric(14, 2) NOT NULL,
	"vat_rate" numeric(14, 2) DEFAULT 22,
	"is_active" boolean DEFAULT true
);

--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"number" text,
	"title" varchar(160) NOT NULL,
	"customer_id" integer NOT NULL,
	"opportunity_id" integer,
	"date" date DEFAULT CURRENT_DATE NOT NULL,
	"valid_until" date,
	"status" varchar(60) DEFAULT 'Draft',
	"taxable" numeric(14, 2),
	"vat" numeric(14, 2),
	"total" numeric(14, 2),
	"terms" text
);

--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"quote_id" integer NOT NULL,
	"position" integer DEFAULT 0,
	"product_id" integer,
	"description" varchar(500) NOT NULL,
	"quantity" numeric(14, 2) DEFAULT 1 NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"discount_percent" numeric(14, 2) DEFAULT 0,
	"vat_rate" numeric(14, 2) DEFAULT 22,
	"line_total" numeric(14, 2)
);

--> statement-breakpoint
CREATE TABLE "statements_of_work" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statements_of_work_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"number" text,
	"title" varchar(160) NOT NULL,
	"work_order_id" integer NOT NULL,
	"scope" text,
	"signed_date" date,
	"start_date" date,
	"end_date" date,
	"amount" numeric(14, 2),
	"status" varchar(60) DEFAULT 'Draft'
);

--> statement-breakpoint
CREATE TABLE "workouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"employee_id" integer NOT NULL,
	"date" date DEFAULT CURRENT_DATE NOT NULL,
	"activity" varchar(60) NOT NULL,
	"minutes" integer NOT NULL,
	"distance_km" numeric(14, 2),
	"notes" text
);

--> statement-breakpoint
CREATE TABLE "rbac_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rbac_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"name" varchar(80) NOT NULL,
	"description" text
);

--> statement-breakpoint
CREATE TABLE "rbac_group_roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rbac_group_roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"group_id" integer NOT NULL,
	"role_id" integer NOT NULL
);

--> statement-breakpoint
CREATE TABLE "rbac_group_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rbac_group_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL
);

--> statement-breakpoint
CREATE TABLE "rbac_roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rbac_roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"name" varchar(60) NOT NULL,
	"description" text
);

--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"username" varchar(120) NOT NULL,
	"display_name" varchar(120) NOT NULL,
	"email" varchar(254),
	"employee_id" integer,
	"profile_picture" text,
	"is_active" boolean DEFAULT true
);

--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"recipient_id" integer NOT NULL,
	"message" text NOT NULL,
	"parent_table" varchar(60),
	"parent" integer,
	"seen" boolean DEFAULT false
);

--> statement-breakpoint
ALTER TABLE "timesheet_months" ADD CONSTRAINT "timesheet_months_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_manager_id_employees_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "work_order_members" ADD CONSTRAINT "work_order_members_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "work_order_members" ADD CONSTRAINT "work_order_members_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_manager_id_employees_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_journal" ADD CONSTRAINT "project_journal_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_journal" ADD CONSTRAINT "project_journal_author_id_employees_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sprints" ADD CONSTRAINT "sprints_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_owner_id_employees_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_employees_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "task_journal" ADD CONSTRAINT "task_journal_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "task_journal" ADD CONSTRAINT "task_journal_author_id_employees_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "task_activity" ADD CONSTRAINT "task_activity_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "task_activity" ADD CONSTRAINT "task_activity_actor_id_employees_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "favourite_tasks" ADD CONSTRAINT "favourite_tasks_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "favourite_tasks" ADD CONSTRAINT "favourite_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "hr_timesheet_requests" ADD CONSTRAINT "hr_timesheet_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "hr_timesheet_requests" ADD CONSTRAINT "hr_timesheet_requests_exception_id_exceptions_id_fk" FOREIGN KEY ("exception_id") REFERENCES "public"."exceptions"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "labour" ADD CONSTRAINT "labour_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "labour" ADD CONSTRAINT "labour_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "labour_days" ADD CONSTRAINT "labour_days_labour_id_labour_id_fk" FOREIGN KEY ("labour_id") REFERENCES "public"."labour"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "labour_days" ADD CONSTRAINT "labour_days_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "labour_days" ADD CONSTRAINT "labour_days_exception_id_exceptions_id_fk" FOREIGN KEY ("exception_id") REFERENCES "public"."exceptions"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "annual_costs" ADD CONSTRAINT "annual_costs_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "monthly_costs" ADD CONSTRAINT "monthly_costs_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "monthly_costs" ADD CONSTRAINT "monthly_costs_labour_id_labour_id_fk" FOREIGN KEY ("labour_id") REFERENCES "public"."labour"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employee_contracts" ADD CONSTRAINT "employee_contracts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employee_contracts" ADD CONSTRAINT "employee_contracts_contract_type_id_contract_types_id_fk" FOREIGN KEY ("contract_type_id") REFERENCES "public"."contract_types"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "safety_course_assignments" ADD CONSTRAINT "safety_course_assignments_safety_course_id_safety_courses_id_fk" FOREIGN KEY ("safety_course_id") REFERENCES "public"."safety_courses"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "safety_course_assignments" ADD CONSTRAINT "safety_course_assignments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cash_flow_entries" ADD CONSTRAINT "cash_flow_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_labour_id_labour_id_fk" FOREIGN KEY ("labour_id") REFERENCES "public"."labour"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customer_contracts" ADD CONSTRAINT "customer_contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_employees_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_owner_id_employees_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "statements_of_work" ADD CONSTRAINT "statements_of_work_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rbac_group_roles" ADD CONSTRAINT "rbac_group_roles_group_id_rbac_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."rbac_groups"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rbac_group_roles" ADD CONSTRAINT "rbac_group_roles_role_id_rbac_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."rbac_roles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rbac_group_users" ADD CONSTRAINT "rbac_group_users_group_id_rbac_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."rbac_groups"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rbac_group_users" ADD CONSTRAINT "rbac_group_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_months_number_unique" ON "timesheet_months" USING btree ("number");
--> statement-breakpoint
CREATE INDEX "timesheet_months_employee_id_idx" ON "timesheet_months" USING btree ("employee_id");
--> statement-breakpoint
CREATE INDEX "timesheet_months_year_idx" ON "timesheet_months" USING btree ("year");
--> statement-breakpoint
CREATE INDEX "timesheet_months_month_idx" ON "timesheet_months" USING btree ("month");
--> statement-breakpoint
CREATE INDEX "timesheet_months_status_idx" ON "timesheet_months" USING btree ("status");
--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_number_unique" ON "work_orders" USING btree ("number");
--> statement-breakpoint
CREATE INDEX "work_orders_name_idx" ON "work_orders" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "work_orders_customer_id_idx" ON "work_orders" USING btree ("customer_id");
--> statement-breakpoint
CREATE INDEX "work_orders_manager_id_idx" ON "work_orders" USING btree ("manager_id");
--> statement-breakpoint
CREATE INDEX "work_orders_start_date_idx" ON "work_orders" USING btree ("start_date");
--> statement-breakpoint
CREATE INDEX "work_orders_end_date_idx" ON "work_orders" USING btree ("end_date");
--> statement-breakpoint
CREATE INDEX "work_orders_status_idx" ON "work_orders" USING btree ("status");
--> statement-breakpoint
CREATE INDEX "work_order_members_work_order_id_idx" ON "work_order_members" USING btree ("work_order_id");
--> statement-breakpoint
CREATE INDEX "work_order_members_employee_id_idx" ON "work_order_members" USING btree ("employee_id");
--> statement-breakpoint
CREATE INDEX "timesheet_entries_employee_id_idx" ON "timesheet_entries" USING btree ("employee_id");
--> statement-breakpoint
CREATE INDEX "timesheet_entries_date_idx" ON "timesheet_entries" USING btree ("date");
--> statement-breakpoint
CREATE INDEX "timesheet_entries_work_order_id_idx" ON "timesheet_entries" USING btree ("work_order_id");
--> statement-breakpoint
CREATE INDEX "timesheet_entries_task_id_idx" ON "timesheet_entries" USING btree ("task_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "projects_number_unique" ON "projects" USING btree ("number");
--> statement-breakpoint
CREATE INDEX "projects_name_idx" ON "projects" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "projects_work_order_id_idx" ON "projects" USING btree ("work_order_id");
--> statement-breakpoint
CREATE INDEX "projects_manager_id_idx" ON "projects" USING btree ("manager_id");
--> statement-breakpoint
CREATE INDEX "projects_start_date_idx" ON "projects" USING btree ("start_date");
--> statement-breakpoint
CREATE INDEX "projects_end_date_idx" ON "projects" USING btree ("end_date");
--> statement-breakpoint
CREATE INDEX "projects_status_idx" ON "projects" USING btree ("status");
--> statement-breakpoint
CREATE INDEX "project_members_project_id_idx" ON "project_members" USING btree ("project_id");
--> statement-breakpoint
CREATE INDEX "project_members_employee_id_idx" ON "project_members" USING btree ("employee_id");
--> statement-breakpoint
CREATE INDEX "project_journal_project_id_idx" ON "project_journal" USING btree ("project_id");
--> statement-breakpoint
CREATE INDEX "project_journal_author_id_idx" ON "project_journal" USING btree ("author_id");
--> statement-breakpoint
CREATE INDEX "sprints_project_id_idx" ON "sprints" USING btree ("project_id");
--> statement-breakpoint
CREATE INDEX "sprints_name_idx" ON "sprints" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "sprints_start_date_idx" ON "sprints" USING btree ("start_date");
--> statement-breakpoint
CREATE INDEX "sprints_status_idx" ON "sprints" USING btree ("status");
--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_number_unique" ON "tasks" USING btree ("number");
--> statement-breakpoint
CREATE INDEX "tasks_title_idx" ON "tasks" USING btree ("title");
--> statement-breakpoint
CREATE INDEX "tasks_project_id_idx" ON "tasks" USING btree ("project_id");
--> statement-breakpoint
CREATE INDEX "tasks_sprint_id_idx" ON "tasks" USING btree ("sprint_id");
--> statement-breakpoint
CREATE INDEX "tasks_owner_id_idx" ON "tasks" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "tasks_assignee_id_idx" ON "tasks" USING btree ("assignee_id");
--> statement-breakpoint
CREATE INDEX "tasks_status_idx" ON "tasks" USING btree ("status");
--> statement-breakpoint
CREATE INDEX "tasks_priority_idx" ON "tasks" USING btree ("priority");
--> statement-breakpoint
CREATE INDEX "tasks_due_date_idx" ON "tasks" USING btree ("due_date");
--> statement-breakpoint
CREATE INDEX "task_journal_task_id_idx" ON "task_journal" USING btree ("task_id");
--> statement-breakpoint
CREATE INDEX "task_journal_author_id_idx" ON "task_journal" USING btree ("author_id");
--> statement-breakpoint
CREATE INDEX "task_activity_task_id_idx" ON "task_activity" USING btree ("task_id");
--> statement-breakpoint
CREATE INDEX "task_activity_actor_id_idx" ON "task_activity" USING btree ("actor_id");
--> statement-breakpoint
CREATE INDEX "task_activity_action_idx" ON "task_activity" USING btree ("action");
--> statement-breakpoint
CREATE INDEX "favourite_tasks_employee_id_idx" ON "favourite_tasks" USING btree ("employee_id");
--> statement-breakpoint
CREATE INDEX "favourite_tasks_task_id_idx" ON "favourite_tasks" USING btree ("task_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "hr_timesheet_requests_number_unique" ON "hr_timesheet_requests" USING btree ("number");
--> statement-breakpoint
CREATE INDEX "hr_timesheet_requests_employee_id_idx" ON "hr_timesheet_requests" USING btree ("employee_id");
--> statement-breakpoint
CREATE INDEX "hr_timesheet_requests_exception_id_idx" ON "hr_timesheet_requests" USING btree ("exception_id");
--> statement-breakpoint
CREATE INDEX "hr_timesheet_requests_start_date_idx" ON "hr_timesheet_requests" USING btree ("start_date");
--> statement-breakpoint
CREATE INDEX "hr_timesheet_requests_end_date_idx" ON "hr_timesheet_requests" USING btree ("end_date");
--> statement-breakpoint
CREATE INDEX "hr_timesheet_requests_state_idx" ON "hr_timesheet_requests" USING btree ("state");
--> statement-breakpoint
CREATE UNIQUE INDEX "exceptions_code_unique" ON "exceptions" USING btree ("code");
--> statement-breakpoint
CREATE INDEX "exceptions_name_idx" ON "exceptions" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "exceptions_category_idx" ON "exceptions" USING btree ("category");
--> statement-breakpoint
CREATE INDEX "exceptions_is_active_idx" ON "exceptions" USING btree ("is_active");
--> statement-breakpoint
CREATE UNIQUE INDEX "labour_number_unique" ON "labour" USING btree ("number");
--> statement-breakpoint
CREATE INDEX "labour_employee_id_idx" ON "labour" USING btree ("employee_id");
--> statement-breakpoint
CREATE INDEX "labour_year_idx" ON "labour" USING btree ("year");
--> statement-breakpoint
CREATE INDEX "labour_month_idx" ON "labour" USING btree ("month");
--> statement-breakpoint
CREATE INDEX "labour_status_idx" ON "labour" USING btree ("status");
--> statement-breakpoint
CREATE INDEX "labour_approver_id_idx" ON "labour" USING btree ("approver_id");
--> statement-breakpoint
CREATE INDEX "labour_payment_date_idx" ON "labour" USING btree ("payment_date");
--> statement-breakpoint
CREATE INDEX "labour_days_labour_id_idx" ON "labour_days" USING btree ("labour_id");
--> statement-breakpoint
CREATE INDEX "labour_days_employee_id_idx" ON "labour_days" USING btree ("employee_id");
--> statement-breakpoint
CREATE INDEX "labour_days_date_idx" ON "labour_days" USING btree ("date");
--> statement-breakpoint
CREATE INDEX "labour_days_exception_id_idx" ON "labour_days" USING btree ("exception_id");
--> statement-breakpoint
CREATE INDEX "annual_costs_employee_id_idx" ON "annual_costs" USING btree ("employee_id");
--> statement-breakpoint
CREATE INDEX "annual_costs_year_idx" ON "annual_costs" USING btree ("year");
--> statement-breakpoint
CREATE INDEX "monthly_costs_employee_id_idx" ON "monthly_costs" USING btree ("employee_id");
--> statement-breakpoint
CREATE INDEX "monthly_costs_year_idx" ON "monthly_costs" USING btree ("year");
--> statement-breakpoint
CREATE INDEX "monthly_costs_month_idx" ON "monthly_costs" USING btree ("month");
--> statement-breakpoint
CREATE INDEX "monthly_costs_labour_id_idx" ON "monthly_costs" USING btree ("labour_id");
--> statement-breakpoint
CREATE INDEX "employee_contracts_employee_id_idx" ON "employee_contracts" USING btree ("employee_id");
--> statement-breakpoint
CREATE INDEX "employee_contracts_contract_type_id_idx" ON "employee_contracts" USING btree ("contract_type_id");
--> statement-breakpoint
CREATE INDEX "employee_contracts_level_idx" ON "employee_contracts" USING btree ("level");
--> statement-breakpoint
CREATE INDEX "employee_contracts_start_date_idx" ON "employee_contracts" USING btree ("start_date");
--> statement-breakpoint
CREATE INDEX "employee_contracts_end_date_idx" ON "employee_contracts" USING btree ("end_date");
--> statement-breakpoint
CREATE UNIQUE INDEX "contract_types_code_unique" ON "contract_types" USING btree ("code");
--> statement-breakpoint
CREATE INDEX "contract_types_name_idx" ON "contract_types" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "contract_types_is_active_idx" ON "contract_types" USING btree ("is_active");
--> statement-breakpoint
CREATE UNIQUE INDEX "employees_number_unique" ON "employees" USING btree ("number");
--> statement-breakpoint
CREATE INDEX "employees_full_name_idx" ON "employees" USING btree ("full_name");
--> statement-breakpoint
CREATE UNIQUE INDEX "employees_email_unique" ON "employees" USING btree ("email");
--> statement-breakpoint
CREATE UNIQUE INDEX "employees_tax_code_unique" ON "employees" USING btree ("tax_code");
--> statement-breakpoint
CREATE INDEX "employees_hire_date_idx" ON "employees" USING btree ("hire_date");
--> statement-breakpoint
CREATE INDEX "employees_job_title_idx" ON "employees" USING btree ("job_title");
--> statement-breakpoint
CREATE INDEX "employees_cost_centre_idx" ON "employees" USING btree ("cost_centre");
--> statement-breakpoint
CREATE INDEX "employees_is_active_idx" ON "employees" USING btree ("is_active");
--> statement-breakpoint
CREATE INDEX "safety_courses_title_idx" ON "safety_courses" USING btree ("title");
--> statement-breakpoint
CREATE INDEX "safety_courses_provider_idx" ON "safety_courses" USING btree ("provider");
--> statement-breakpoint
CREATE INDEX "safety_courses_is_mandatory_idx" ON "safety_courses" USING btree ("is_mandatory");
--> statement-breakpoint
CREATE INDEX "safety_course_assignments_safety_course_id_idx" ON "safety_course_assignments" USING btree ("safety_course_id");
--> statement-breakpoint
CREATE INDEX "safety_course_assignments_employee_id_idx" ON "safety_course_assignments" USING btree ("employee_id");
--> statement-breakpoint
CREATE INDEX "safety_course_assignments_due_date_idx" ON "safety_course_assignments" USING btree ("due_date");
--> statement-breakpoint
CREATE INDEX "safety_course_assignments_is_completed_idx" ON "safety_course_assignments" USING btree ("is_completed");
--> statement-breakpoint
CREATE INDEX "safety_course_assignments_expiry_date_idx" ON "safety_course_assignments" USING btree ("expiry_date");
--> statement-breakpoint
CREATE INDEX "cash_flow_entries_account_id_idx" ON "cash_flow_entries" USING btree ("account_id");
--> statement-breakpoint
CREATE INDEX "cash_flow_entries_direction_idx" ON "cash_flow_entries" USING btree ("direction");
--> statement-breakpoint
CREATE INDEX "cash_flow_entries_date_idx" ON "cash_flow_entries" USING btree ("date");
--> statement-breakpoint
CREATE INDEX "cash_flow_entries_description_idx" ON "cash_flow_entries" USING btree ("description");
--> statement-breakpoint
CREATE INDEX "cash_flow_entries_counterparty_idx" ON "cash_flow_entries" USING btree ("counterparty");
--> statement-breakpoint
CREATE INDEX "cash_flow_entries_is_reconciled_idx" ON "cash_flow_entries" USING btree ("is_reconciled");
--> statement-breakpoint
CREATE INDEX "cash_flow_entries_parent_table_idx" ON "cash_flow_entries" USING btree ("parent_table");
--> statement-breakpoint
CREATE INDEX "invoices_direction_idx" ON "invoices" USING btree ("direction");
--> statement-breakpoint
CREATE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");
--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("date");
--> statement-breakpoint
CREATE INDEX "invoices_supplier_id_idx" ON "invoices" USING btree ("supplier_id");
--> statement-breakpoint
CREATE INDEX "invoices_customer_id_idx" ON "invoices" USING btree ("customer_id");
--> statement-breakpoint
CREATE INDEX "invoices_work_order_id_idx" ON "invoices" USING btree ("work_order_id");
--> statement-breakpoint
CREATE INDEX "invoices_due_date_idx" ON "invoices" USING btree ("due_date");
--> statement-breakpoint
CREATE INDEX "invoices_is_paid_idx" ON "invoices" USING btree ("is_paid");
--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number_unique" ON "receipts" USING btree ("number");
--> statement-breakpoint
CREATE INDEX "receipts_employee_id_idx" ON "receipts" USING btree ("employee_id");
--> statement-breakpoint
CREATE INDEX "receipts_date_idx" ON "receipts" USING btree ("date");
--> statement-breakpoint
CREATE INDEX "receipts_description_idx" ON "receipts" USING btree ("description");
--> statement-breakpoint
CREATE INDEX "receipts_category_idx" ON "receipts" USING btree ("category");
--> statement-breakpoint
CREATE INDEX "receipts_state_idx" ON "receipts" USING btree ("state");
--> statement-breakpoint
CREATE INDEX "receipts_invoice_id_idx" ON "receipts" USING btree ("invoice_id");
--> statement-breakpoint
CREATE INDEX "receipts_labour_id_idx" ON "receipts" USING btree ("labour_id");
--> statement-breakpoint
CREATE INDEX "taxes_description_idx" ON "taxes" USING btree ("description");
--> statement-breakpoint
CREATE INDEX "taxes_tax_type_idx" ON "taxes" USING btree ("tax_type");
--> statement-breakpoint
CREATE INDEX "taxes_payment_form_idx" ON "taxes" USING btree ("payment_form");
--> statement-breakpoint
CREATE INDEX "taxes_year_idx" ON "taxes" USING btree ("year");
--> statement-breakpoint
CREATE INDEX "taxes_month_idx" ON "taxes" USING btree ("month");
--> statement-breakpoint
CREATE INDEX "taxes_due_date_idx" ON "taxes" USING btree ("due_date");
--> statement-breakpoint
CREATE INDEX "taxes_is_paid_idx" ON "taxes" USING btree ("is_paid");
--> statement-breakpoint
CREATE INDEX "accounts_name_idx" ON "accounts" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "accounts_bank_id_idx" ON "accounts" USING btree ("bank_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_iban_unique" ON "accounts" USING btree ("iban");
--> statement-breakpoint
CREATE INDEX "accounts_is_active_idx" ON "accounts" USING btree ("is_active");
--> statement-breakpoint
CREATE UNIQUE INDEX "banks_name_unique" ON "banks" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "suppliers_name_idx" ON "suppliers" USING btree ("name");
--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_vat_number_unique" ON "suppliers" USING btree ("vat_number");
--> statement-breakpoint
CREATE INDEX "suppliers_city_idx" ON "suppliers" USING btree ("city");
--> statement-breakpoint
CREATE INDEX "suppliers_country_idx" ON "suppliers" USING btree ("country");
--> statement-breakpoint
CREATE INDEX "suppliers_is_active_idx" ON "suppliers" USING btree ("is_active");
--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ("name");
--> statement-breakpoint
CREATE UNIQUE INDEX "customers_vat_number_unique" ON "customers" USING btree ("vat_number");
--> statement-breakpoint
CREATE INDEX "customers_email_idx" ON "customers" USING btree ("email");
--> statement-breakpoint
CREATE INDEX "customers_city_idx" ON "customers" USING btree ("city");
--> statement-breakpoint
CREATE INDEX "customers_country_idx" ON "customers" USING btree ("country");
--> statement-breakpoint
CREATE INDEX "customers_is_active_idx" ON "customers" USING btree ("is_active");
--> statement-breakpoint
CREATE UNIQUE INDEX "customer_contracts_number_unique" ON "customer_contracts" USING btree ("number");
--> statement-breakpoint
CREATE INDEX "customer_contracts_title_idx" ON "customer_contracts" USING btree ("title");
--> statement-breakpoint
CREATE INDEX "customer_contracts_customer_id_idx" ON "customer_contracts" USING btree ("customer_id");
--> statement-breakpoint
CREATE INDEX "customer_contracts_start_date_idx" ON "customer_contracts" USING btree ("start_date");
--> statement-breakpoint
CREATE INDEX "customer_contracts_end_date_idx" ON "customer_contracts" USING btree ("end_date");
--> statement-breakpoint
CREATE INDEX "customer_contracts_status_idx" ON "customer_contracts" USING btree ("status");
--> statement-breakpoint
CREATE INDEX "leads_name_idx" ON "leads" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
--> statement-breakpoint
CREATE INDEX "leads_source_idx" ON "leads" USING btree ("source");
--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
--> statement-breakpoint
CREATE INDEX "leads_owner_id_idx" ON "leads" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "leads_customer_id_idx" ON "leads" USING btree ("customer_id");
--> statement-breakpoint
CREATE INDEX "contacts_full_name_idx" ON "contacts" USING btree ("full_name");
--> statement-breakpoint
CREATE INDEX "contacts_email_idx" ON "contacts" USING btree ("email");
--> statement-breakpoint
CREATE INDEX "contacts_lead_id_idx" ON "contacts" USING btree ("lead_id");
--> statement-breakpoint
CREATE INDEX "contacts_customer_id_idx" ON "contacts" USING btree ("customer_id");
--> statement-breakpoint
CREATE INDEX "opportunities_title_idx" ON "opportunities" USING btree ("title");
--> statement-breakpoint
CREATE INDEX "opportunities_lead_id_idx" ON "opportunities" USING btree ("lead_id");
--> statement-breakpoint
CREATE INDEX "opportunities_customer_id_idx" ON "opportunities" USING btree ("customer_id");
--> statement-breakpoint
CREATE INDEX "opportunities_stage_idx" ON "opportunities" USING btree ("stage");
--> statement-breakpoint
CREATE INDEX "opportunities_expected_close_date_idx" ON "opportunities" USING btree ("expected_close_date");
--> statement-breakpoint
CREATE INDEX "opportunities_owner_id_idx" ON "opportunities" USING btree ("owner_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_unique" ON "products" USING btree ("code");
--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "products_unit_idx" ON "products" USING btree ("unit");
--> statement-breakpoint
CREATE INDEX "products_is_active_idx" ON "products" USING btree ("is_active");
--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_unique" ON "quotes" USING btree ("number");
--> statement-breakpoint
CREATE INDEX "quotes_title_idx" ON "quotes" USING btree ("title");
--> statement-breakpoint
CREATE INDEX "quotes_customer_id_idx" ON "quotes" USING btree ("customer_id");
--> statement-breakpoint
CREATE INDEX "quotes_opportunity_id_idx" ON "quotes" USING btree ("opportunity_id");
--> statement-breakpoint
CREATE INDEX "quotes_date_idx" ON "quotes" USING btree ("date");
--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status");
--> statement-breakpoint
CREATE INDEX "quote_lines_quote_id_idx" ON "quote_lines" USING btree ("quote_id");
--> statement-breakpoint
CREATE INDEX "quote_lines_product_id_idx" ON "quote_lines" USING btree ("product_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "statements_of_work_number_unique" ON "statements_of_work" USING btree ("number");
--> statement-breakpoint
CREATE INDEX "statements_of_work_title_idx" ON "statements_of_work" USING btree ("title");
--> statement-breakpoint
CREATE INDEX "statements_of_work_work_order_id_idx" ON "statements_of_work" USING btree ("work_order_id");
--> statement-breakpoint
CREATE INDEX "statements_of_work_signed_date_idx" ON "statements_of_work" USING btree ("signed_date");
--> statement-breakpoint
CREATE INDEX "statements_of_work_start_date_idx" ON "statements_of_work" USING btree ("start_date");
--> statement-breakpoint
CREATE INDEX "statements_of_work_end_date_idx" ON "statements_of_work" USING btree ("end_date");
--> statement-breakpoint
CREATE INDEX "statements_of_work_status_idx" ON "statements_of_work" USING btree ("status");
--> statement-breakpoint
CREATE INDEX "workouts_employee_id_idx" ON "workouts" USING btree ("employee_id");
--> statement-breakpoint
CREATE INDEX "workouts_date_idx" ON "workouts" USING btree ("date");
--> statement-breakpoint
CREATE INDEX "workouts_activity_idx" ON "workouts" USING btree ("activity");
--> statement-breakpoint
CREATE UNIQUE INDEX "rbac_groups_name_unique" ON "rbac_groups" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "rbac_group_roles_group_id_idx" ON "rbac_group_roles" USING btree ("group_id");
--> statement-breakpoint
CREATE INDEX "rbac_group_roles_role_id_idx" ON "rbac_group_roles" USING btree ("role_id");
--> statement-breakpoint
CREATE INDEX "rbac_group_users_group_id_idx" ON "rbac_group_users" USING btree ("group_id");
--> statement-breakpoint
CREATE INDEX "rbac_group_users_user_id_idx" ON "rbac_group_users" USING btree ("user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "rbac_roles_name_unique" ON "rbac_roles" USING btree ("name");
--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree ("username");
--> statement-breakpoint
CREATE INDEX "users_display_name_idx" ON "users" USING btree ("display_name");
--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");
--> statement-breakpoint
CREATE UNIQUE INDEX "users_employee_id_unique" ON "users" USING btree ("employee_id");
--> statement-breakpoint
CREATE INDEX "users_is_active_idx" ON "users" USING btree ("is_active");
--> statement-breakpoint
CREATE INDEX "notifications_recipient_id_idx" ON "notifications" USING btree ("recipient_id");
--> statement-breakpoint
CREATE INDEX "notifications_parent_table_idx" ON "notifications" USING btree ("parent_table");
--> statement-breakpoint
CREATE INDEX "notifications_seen_idx" ON "notifications" USING btree ("seen");
