ALTER TABLE "work_order_members" ADD COLUMN "product_id" integer;
--> statement-breakpoint
ALTER TABLE "contract_rates" ADD COLUMN "product_id" integer;
--> statement-breakpoint
ALTER TABLE "work_order_members" ADD CONSTRAINT "work_order_members_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contract_rates" ADD CONSTRAINT "contract_rates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "work_order_members_product_id_idx" ON "work_order_members" USING btree ("product_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "contract_rates_customer_contract_id_product_id_unique" ON "contract_rates" USING btree ("customer_contract_id","product_id");
--> statement-breakpoint
CREATE INDEX "contract_rates_product_id_idx" ON "contract_rates" USING btree ("product_id");
