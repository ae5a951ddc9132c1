ALTER TABLE "users" ADD COLUMN "language" varchar(60);
