-- Hand-written (a one-off fill; modules/finance/cash-flow-matches.resource.ts points here). Matches made before receipts and payrolls had their own reference name them by table and id only: the
-- reference is filled from those, so the receipt's and the payroll's pages list their payments too.
UPDATE "cash_flow_matches" SET "receipt_id" = "parent" WHERE "parent_table" = 'receipts' AND "receipt_id" IS NULL AND EXISTS (SELECT 1 FROM "receipts" WHERE "receipts"."id" = "cash_flow_matches"."parent");
--> statement-breakpoint
UPDATE "cash_flow_matches" SET "labour_id" = "parent" WHERE "parent_table" = 'labour' AND "labour_id" IS NULL AND EXISTS (SELECT 1 FROM "labour" WHERE "labour"."id" = "cash_flow_matches"."parent");
