ALTER TABLE "user_passwords" ADD COLUMN "failed_codes" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "user_passwords" ADD COLUMN "last_code_step" integer;
--> statement-breakpoint
ALTER TABLE "user_passwords" ADD COLUMN "pending_setup_uid" text;
--> statement-breakpoint
ALTER TABLE "oidc_records" ADD COLUMN "account_id" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signed_out_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "oidc_records_account_idx" ON "oidc_records" USING btree ("account_id");
--> statement-breakpoint
-- Records kept from before: their account read from the JSON text (jsonb would refuse an escaped NUL in another field).
UPDATE "oidc_records" SET "account_id" = substring("payload" from '"accountId":"([^"\\]+)"') WHERE "account_id" IS NULL;
