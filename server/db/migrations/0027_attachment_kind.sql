ALTER TABLE "attachments" ADD COLUMN "kind" varchar(40);
--> statement-breakpoint
-- An invoice's PDFs attached before kinds were kept are its PDF (the one file type only that kind takes).
UPDATE "attachments" SET "kind" = 'PDF' WHERE "resource" = 'invoices' AND "content_type" = 'application/pdf';
