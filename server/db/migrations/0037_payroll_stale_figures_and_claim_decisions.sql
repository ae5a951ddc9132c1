ALTER TABLE "labour" ADD COLUMN "calculated_sheet_status" varchar(60);
--> statement-breakpoint
ALTER TABLE "labour" ADD COLUMN "calculated_sheet_hours" numeric(14, 2);
--> statement-breakpoint
ALTER TABLE "labour" ADD COLUMN "is_stale" boolean DEFAULT false;
--> statement-breakpoint
ALTER TABLE "labour" ADD COLUMN "sheet_status_now" varchar(60);
--> statement-breakpoint
ALTER TABLE "labour" ADD COLUMN "sheet_hours_now" numeric(14, 2);
--> statement-breakpoint
ALTER TABLE "labour" ADD COLUMN "difference_note" text;
--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "decision_note" text;
--> statement-breakpoint
CREATE INDEX "labour_is_stale_idx" ON "labour" USING btree ("is_stale");
