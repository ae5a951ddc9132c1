CREATE TABLE "workout_activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workout_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"name" varchar(60) NOT NULL,
	"has_distance" boolean DEFAULT false,
	"is_active" boolean DEFAULT true
);

--> statement-breakpoint
CREATE TABLE "workout_board_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workout_board_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"employee_id" integer NOT NULL
);

--> statement-breakpoint
ALTER TABLE "customer_contracts" ADD COLUMN "statement_of_work_id" integer;
--> statement-breakpoint
ALTER TABLE "customer_contracts" ADD COLUMN "expiry_notice_on" date;
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "revision" integer DEFAULT 1;
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "previous_quote_id" integer;
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "customer_contract_id" integer;
--> statement-breakpoint
ALTER TABLE "workouts" ADD COLUMN "activity_id" integer;
--> statement-breakpoint
-- Hand-written (keep when regenerating): the activities already logged become the admin's list, each workout
-- names its own, and only then is the column required.
INSERT INTO "workout_activities" ("name", "has_distance", "created_by", "updated_by") SELECT DISTINCT "activity", "activity" IN ('Running', 'Walking', 'Cycling', 'Swimming'), 'migration', 'migration' FROM "workouts" WHERE "activity" IS NOT NULL;
--> statement-breakpoint
UPDATE "workouts" SET "activity_id" = a."id" FROM "workout_activities" a WHERE a."name" = "workouts"."activity";
--> statement-breakpoint
ALTER TABLE "workouts" ALTER COLUMN "activity_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "workout_board_members" ADD CONSTRAINT "workout_board_members_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "workout_activities_name_unique" ON "workout_activities" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "workout_activities_is_active_idx" ON "workout_activities" USING btree ("is_active");
--> statement-breakpoint
CREATE UNIQUE INDEX "workout_board_members_employee_id_unique" ON "workout_board_members" USING btree ("employee_id");
--> statement-breakpoint
ALTER TABLE "customer_contracts" ADD CONSTRAINT "customer_contracts_statement_of_work_id_statements_of_work_id_fk" FOREIGN KEY ("statement_of_work_id") REFERENCES "public"."statements_of_work"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_previous_quote_id_quotes_id_fk" FOREIGN KEY ("previous_quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_contract_id_customer_contracts_id_fk" FOREIGN KEY ("customer_contract_id") REFERENCES "public"."customer_contracts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_activity_id_workout_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."workout_activities"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "customer_contracts_statement_of_work_id_idx" ON "customer_contracts" USING btree ("statement_of_work_id");
--> statement-breakpoint
CREATE INDEX "quotes_previous_quote_id_idx" ON "quotes" USING btree ("previous_quote_id");
--> statement-breakpoint
CREATE INDEX "quotes_customer_contract_id_idx" ON "quotes" USING btree ("customer_contract_id");
--> statement-breakpoint
CREATE INDEX "workouts_activity_id_idx" ON "workouts" USING btree ("activity_id");
--> statement-breakpoint
-- Hand-written (keep when regenerating): the chain's existing links, filled in the other way too.
UPDATE "quotes" SET "customer_contract_id" = c."id" FROM "customer_contracts" c WHERE c."quote_id" = "quotes"."id" AND "quotes"."customer_contract_id" IS NULL;
--> statement-breakpoint
UPDATE "customer_contracts" SET "statement_of_work_id" = s."id" FROM "statements_of_work" s WHERE s."customer_contract_id" = "customer_contracts"."id" AND "customer_contracts"."statement_of_work_id" IS NULL;
