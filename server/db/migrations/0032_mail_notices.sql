ALTER TABLE "outgoing_mail" ADD COLUMN "notices" jsonb DEFAULT '[]'::jsonb NOT NULL;
