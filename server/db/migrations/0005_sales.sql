ALTER TABLE "customer_contracts" ADD COLUMN "quote_id" integer;
--> statement-breakpoint
ALTER TABLE "customer_contracts" ADD COLUMN "work_order_id" integer;
--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "close_reason" text;
--> statement-breakpoint
ALTER TABLE "statements_of_work" ADD COLUMN "customer_contract_id" integer;
--> statement-breakpoint
ALTER TABLE "customer_contracts" ADD CONSTRAINT "customer_contracts_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customer_contracts" ADD CONSTRAINT "customer_contracts_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "statements_of_work" ADD CONSTRAINT "statements_of_work_customer_contract_id_customer_contracts_id_fk" FOREIGN KEY ("customer_contract_id") REFERENCES "public"."customer_contracts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "customer_contracts_quote_id_idx" ON "customer_contracts" USING btree ("quote_id");
--> statement-breakpoint
CREATE INDEX "customer_contracts_work_order_id_idx" ON "customer_contracts" USING btree ("work_order_id");
--> statement-breakpoint
CREATE INDEX "statements_of_work_customer_contract_id_idx" ON "statements_of_work" USING btree ("customer_contract_id");
