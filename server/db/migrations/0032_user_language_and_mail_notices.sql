ALTER TABLE "outgoing_mail" ADD COLUMN "notices" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" varchar(60);
