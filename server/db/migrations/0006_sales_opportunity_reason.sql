ALTER TABLE "opportunities" ADD COLUMN "close_reason" text;
