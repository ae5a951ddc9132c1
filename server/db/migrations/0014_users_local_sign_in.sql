CREATE TABLE "user_passwords" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"must_change" boolean DEFAULT true NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"pending_change_uid" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"totp_secret" text,
	"pending_code_uid" text
);

--> statement-breakpoint
CREATE TABLE "oidc_records" (
	"model" varchar(40) NOT NULL,
	"id" text NOT NULL,
	"payload" text NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_records_model_id_pk" PRIMARY KEY("model","id")
);

--> statement-breakpoint
CREATE INDEX "oidc_records_grant_idx" ON "oidc_records" USING btree ("grant_id");
--> statement-breakpoint
CREATE INDEX "oidc_records_uid_idx" ON "oidc_records" USING btree ("uid");
