CREATE INDEX "invoices_number_prefix_idx" ON "invoices" USING btree (upper("number") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "invoices_number_trgm_idx" ON "invoices" USING gin (upper("number") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "invoices_total_number_idx" ON "invoices" USING btree ("total","number");
--> statement-breakpoint
CREATE INDEX "payment_orders_number_prefix_idx" ON "payment_orders" USING btree (upper("number") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "payment_orders_number_trgm_idx" ON "payment_orders" USING gin (upper("number") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "payment_orders_total_number_idx" ON "payment_orders" USING btree ("total","number");
--> statement-breakpoint
CREATE INDEX "customer_contracts_number_prefix_idx" ON "customer_contracts" USING btree (upper("number") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "customer_contracts_number_trgm_idx" ON "customer_contracts" USING gin (upper("number") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "customer_contracts_title_trgm_idx" ON "customer_contracts" USING gin (upper("title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "customer_contracts_status_trgm_idx" ON "customer_contracts" USING gin (upper("status") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "quotes_number_prefix_idx" ON "quotes" USING btree (upper("number") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "quotes_number_trgm_idx" ON "quotes" USING gin (upper("number") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "quotes_title_trgm_idx" ON "quotes" USING gin (upper("title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "quotes_status_trgm_idx" ON "quotes" USING gin (upper("status") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "statements_of_work_number_prefix_idx" ON "statements_of_work" USING btree (upper("number") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "statements_of_work_number_trgm_idx" ON "statements_of_work" USING gin (upper("number") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "statements_of_work_title_trgm_idx" ON "statements_of_work" USING gin (upper("title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "statements_of_work_status_trgm_idx" ON "statements_of_work" USING gin (upper("status") gin_trgm_ops);
