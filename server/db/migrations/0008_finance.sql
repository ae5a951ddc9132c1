CREATE TABLE "cash_flow_matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_flow_matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"cash_flow_entry_id" integer NOT NULL,
	"parent_table" varchar(60) NOT NULL,
	"parent" integer NOT NULL,
	"invoice_id" integer,
	"tax_id" integer,
	"amount" numeric(14, 2) NOT NULL,
	"is_partial" boolean DEFAULT false
);

--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_amount" numeric(14, 2) DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "statement_mapping" text;
--> statement-breakpoint
ALTER TABLE "cash_flow_matches" ADD CONSTRAINT "cash_flow_matches_cash_flow_entry_id_cash_flow_entries_id_fk" FOREIGN KEY ("cash_flow_entry_id") REFERENCES "public"."cash_flow_entries"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cash_flow_matches" ADD CONSTRAINT "cash_flow_matches_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cash_flow_matches" ADD CONSTRAINT "cash_flow_matches_tax_id_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."taxes"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "cash_flow_matches_cash_flow_entry_id_idx" ON "cash_flow_matches" USING btree ("cash_flow_entry_id");
--> statement-breakpoint
CREATE INDEX "cash_flow_matches_parent_table_idx" ON "cash_flow_matches" USING btree ("parent_table");
--> statement-breakpoint
CREATE INDEX "cash_flow_matches_invoice_id_idx" ON "cash_flow_matches" USING btree ("invoice_id");
--> statement-breakpoint
CREATE INDEX "cash_flow_matches_tax_id_idx" ON "cash_flow_matches" USING btree ("tax_id");
