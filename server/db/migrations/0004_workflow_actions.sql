ALTER TABLE "audit_trail" ADD COLUMN "via" varchar(80);
