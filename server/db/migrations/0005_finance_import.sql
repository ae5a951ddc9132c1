ALTER TABLE "accounts" ADD COLUMN "statement_mapping" text;
