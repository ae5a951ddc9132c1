ALTER TABLE "users" ADD COLUMN "entra_object_id" varchar(36);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "entra_tenant_id" varchar(36);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_entra_tenant_id_entra_object_id_unique" ON "users" USING btree ("entra_tenant_id","entra_object_id");
