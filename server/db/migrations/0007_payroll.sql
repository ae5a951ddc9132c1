ALTER TABLE "labour" ADD COLUMN "estimated_gross" numeric(14, 2);
--> statement-breakpoint
ALTER TABLE "labour" ADD COLUMN "is_gross_from_consultant" boolean DEFAULT false;
--> statement-breakpoint
ALTER TABLE "labour" ADD COLUMN "is_tfr_salary_from_consultant" boolean DEFAULT false;
