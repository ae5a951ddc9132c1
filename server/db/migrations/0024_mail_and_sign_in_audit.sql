CREATE TABLE "outgoing_mail" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outgoing_mail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"kind" varchar(40) NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"state" varchar(12) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);

--> statement-breakpoint
CREATE TABLE "mail_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"kinds" jsonb NOT NULL,
	"is_digest" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "audit_trail" ALTER COLUMN "action" SET DATA TYPE varchar(20);
--> statement-breakpoint
CREATE INDEX "outgoing_mail_due_idx" ON "outgoing_mail" USING btree ("state","next_attempt_at");
--> statement-breakpoint
CREATE INDEX "audit_trail_username_idx" ON "audit_trail" USING btree ("username","id");
