CREATE TABLE "import_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resource" varchar(80) NOT NULL,
	"file_name" text NOT NULL,
	"row_count" integer NOT NULL,
	"records" jsonb NOT NULL,
	"imported_by" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_by" text,
	"undone_at" timestamp with time zone
);

--> statement-breakpoint
CREATE INDEX "import_batches_resource_idx" ON "import_batches" USING btree ("resource","id");
