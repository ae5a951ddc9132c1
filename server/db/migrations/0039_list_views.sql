CREATE TABLE "list_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "list_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"owner_id" integer NOT NULL,
	"resource" varchar(60) NOT NULL,
	"name" varchar(80) NOT NULL,
	"columns" text,
	"filters" text,
	"sorts" text,
	"is_default" boolean DEFAULT false,
	"shared_with_role" varchar(60)
);

--> statement-breakpoint
ALTER TABLE "list_views" ADD CONSTRAINT "list_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "list_views_owner_id_resource_name_unique" ON "list_views" USING btree ("owner_id","resource","name");
--> statement-breakpoint
CREATE INDEX "list_views_owner_id_idx" ON "list_views" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "list_views_resource_idx" ON "list_views" USING btree ("resource");
--> statement-breakpoint
CREATE INDEX "list_views_shared_with_role_idx" ON "list_views" USING btree ("shared_with_role");
