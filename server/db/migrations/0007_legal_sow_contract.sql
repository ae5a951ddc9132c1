ALTER TABLE "statements_of_work" ADD COLUMN "customer_contract_id" integer;
--> statement-breakpoint
ALTER TABLE "statements_of_work" ADD CONSTRAINT "statements_of_work_customer_contract_id_customer_contracts_id_fk" FOREIGN KEY ("customer_contract_id") REFERENCES "public"."customer_contracts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "statements_of_work_customer_contract_id_idx" ON "statements_of_work" USING btree ("customer_contract_id");
