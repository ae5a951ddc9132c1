CREATE TABLE "reconciliation_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconciliation_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"direction" varchar(60),
	"pattern" varchar(120),
	"parent_table" varchar(60),
	"target" varchar(80),
	"target_label" varchar(200),
	"times_matched" integer DEFAULT 0,
	"status" varchar(60) DEFAULT 'Observed'
);

--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"invoice_id" integer NOT NULL,
	"position" integer DEFAULT 0,
	"description" text NOT NULL,
	"quantity" numeric(14, 4) DEFAULT 1 NOT NULL,
	"unit_price" numeric(14, 4) NOT NULL,
	"vat_rate" numeric(14, 2) DEFAULT 22,
	"nature" varchar(60),
	"line_total" numeric(14, 2)
);

--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_summary" text;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "is_lines_mismatch" boolean DEFAULT false;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_rules_direction_pattern_target_unique" ON "reconciliation_rules" USING btree ("direction","pattern","target");
--> statement-breakpoint
CREATE INDEX "reconciliation_rules_direction_idx" ON "reconciliation_rules" USING btree ("direction");
--> statement-breakpoint
CREATE INDEX "reconciliation_rules_pattern_idx" ON "reconciliation_rules" USING btree ("pattern");
--> statement-breakpoint
CREATE INDEX "reconciliation_rules_parent_table_idx" ON "reconciliation_rules" USING btree ("parent_table");
--> statement-breakpoint
CREATE INDEX "reconciliation_rules_target_idx" ON "reconciliation_rules" USING btree ("target");
--> statement-breakpoint
CREATE INDEX "reconciliation_rules_status_idx" ON "reconciliation_rules" USING btree ("status");
--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_id_idx" ON "invoice_lines" USING btree ("invoice_id");
--> statement-breakpoint
CREATE INDEX "invoices_is_lines_mismatch_idx" ON "invoices" USING btree ("is_lines_mismatch");
