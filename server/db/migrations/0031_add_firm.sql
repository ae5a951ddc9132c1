CREATE TABLE "firm" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "firm_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"name" varchar(160) NOT NULL,
	"vat_number" varchar(13) NOT NULL,
	"tax_code" varchar(16),
	"street" varchar(200) NOT NULL,
	"postal_code" varchar(10) NOT NULL,
	"city" varchar(80) NOT NULL,
	"province" varchar(2),
	"country" varchar(2) DEFAULT 'IT',
	"email" varchar(254),
	"website" varchar(200),
	"pec" varchar(254),
	"sdi_code" varchar(7),
	"iban" varchar(34),
	"language" varchar(60) DEFAULT 'Italian' NOT NULL,
	"time_zone" varchar(64) DEFAULT 'Europe/Rome' NOT NULL,
	"status" varchar(60) DEFAULT 'Setting up'
);

--> statement-breakpoint
CREATE TABLE "firm_closing_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "firm_closing_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"day" date NOT NULL,
	"name" varchar(80) NOT NULL
);

--> statement-breakpoint
CREATE UNIQUE INDEX "firm_closing_days_day_unique" ON "firm_closing_days" USING btree ("day");
--> statement-breakpoint
-- Hand-written (no declaration carries it; modules/firm/firm.resource.ts says why). There is one firm: a unique index
-- on a constant lets the firm table hold one row at most, so two first administrators finishing the setup at once,
-- or a start and a setup racing, cannot leave two identities behind (the second create gets a 409).
CREATE UNIQUE INDEX "firm_one_row" ON "firm" USING btree ((true));
