CREATE TABLE "payment_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"number" text,
	"account_id" integer NOT NULL,
	"execution_date" date NOT NULL,
	"transfers" integer DEFAULT 0,
	"total" numeric(14, 2) DEFAULT 0,
	CONSTRAINT "payment_orders_number_check" CHECK ("payment_orders"."number" ~ '^PAY-[0-9]{6,}$')
);

--> statement-breakpoint
CREATE TABLE "payment_order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"payment_order_id" integer NOT NULL,
	"end_to_end_id" varchar(35) NOT NULL,
	"labour_id" integer,
	"invoice_id" integer,
	"beneficiary" varchar(160) NOT NULL,
	"iban" varchar(34) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"remittance" varchar(140) NOT NULL
);

--> statement-breakpoint
ALTER TABLE "labour" ADD COLUMN "is_in_payment" boolean DEFAULT false;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "is_in_payment" boolean DEFAULT false;
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "cuc" varchar(8);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_order_lines" ADD CONSTRAINT "payment_order_lines_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_order_lines" ADD CONSTRAINT "payment_order_lines_labour_id_labour_id_fk" FOREIGN KEY ("labour_id") REFERENCES "public"."labour"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_order_lines" ADD CONSTRAINT "payment_order_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_number_unique" ON "payment_orders" USING btree ("number");
--> statement-breakpoint
CREATE INDEX "payment_orders_account_id_idx" ON "payment_orders" USING btree ("account_id");
--> statement-breakpoint
CREATE INDEX "payment_orders_execution_date_idx" ON "payment_orders" USING btree ("execution_date");
--> statement-breakpoint
CREATE INDEX "payment_order_lines_payment_order_id_idx" ON "payment_order_lines" USING btree ("payment_order_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_order_lines_end_to_end_id_unique" ON "payment_order_lines" USING btree ("end_to_end_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_order_lines_labour_id_unique" ON "payment_order_lines" USING btree ("labour_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_order_lines_invoice_id_unique" ON "payment_order_lines" USING btree ("invoice_id");
--> statement-breakpoint
CREATE INDEX "labour_is_in_payment_idx" ON "labour" USING btree ("is_in_payment");
--> statement-breakpoint
CREATE INDEX "invoices_is_in_payment_idx" ON "invoices" USING btree ("is_in_payment");
