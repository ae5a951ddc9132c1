ALTER TABLE "taxes" ADD COLUMN "marked_paid_on" date;
