CREATE TABLE "tfr_opening_balances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tfr_opening_balances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"employee_id" integer NOT NULL,
	"counted_on" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);

--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "opening_balance_date" date;
--> statement-breakpoint
ALTER TABLE "tfr_opening_balances" ADD CONSTRAINT "tfr_opening_balances_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "tfr_opening_balances_employee_id_unique" ON "tfr_opening_balances" USING btree ("employee_id");
