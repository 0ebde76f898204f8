import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_destruction_register_lines_kind" AS ENUM('applications-approved', 'applications-rejected', 'applications-undecided', 'applicant-files', 'applicant-accounts', 'contact-messages', 'mail-outbox');
  CREATE TYPE "public"."enum_destruction_register_trigger" AS ENUM('schedule', 'admin', 'shell');
  CREATE TYPE "public"."enum_destruction_register_status" AS ENUM('running', 'done', 'partial', 'interrupted');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'destroyExpired');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'destroyExpired');
  CREATE TABLE "destruction_register_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_destruction_register_lines_kind" NOT NULL,
  	"rule" varchar NOT NULL,
  	"destroyed" numeric NOT NULL,
  	"failed" numeric NOT NULL
  );
  
  CREATE TABLE "destruction_register" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"finished_at" timestamp(3) with time zone,
  	"trigger" "enum_destruction_register_trigger" NOT NULL,
  	"status" "enum_destruction_register_status" NOT NULL,
  	"summary" varchar,
  	"destroyed" numeric DEFAULT 0,
  	"failed" numeric DEFAULT 0,
  	"problems" varchar,
  	"run_lock" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "destruction_register_id" integer;
  ALTER TABLE "settings" ADD COLUMN "retention_approved_years" numeric DEFAULT 3 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "retention_rejected_years" numeric DEFAULT 1 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "retention_undecided_years" numeric DEFAULT 1 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "retention_contact_months" numeric DEFAULT 12 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "retention_mail_months" numeric DEFAULT 6 NOT NULL;
  ALTER TABLE "destruction_register_lines" ADD CONSTRAINT "destruction_register_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."destruction_register"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "destruction_register_lines_order_idx" ON "destruction_register_lines" USING btree ("_order");
  CREATE INDEX "destruction_register_lines_parent_id_idx" ON "destruction_register_lines" USING btree ("_parent_id");
  CREATE INDEX "destruction_register_started_at_idx" ON "destruction_register" USING btree ("started_at");
  CREATE UNIQUE INDEX "destruction_register_run_lock_idx" ON "destruction_register" USING btree ("run_lock");
  CREATE INDEX "destruction_register_updated_at_idx" ON "destruction_register" USING btree ("updated_at");
  CREATE INDEX "destruction_register_created_at_idx" ON "destruction_register" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_destruction_register_fk" FOREIGN KEY ("destruction_register_id") REFERENCES "public"."destruction_register"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_destruction_register_id_idx" ON "payload_locked_documents_rels" USING btree ("destruction_register_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "destruction_register_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "destruction_register" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "destruction_register_lines" CASCADE;
  DROP TABLE "destruction_register" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_destruction_register_fk";
  
  DROP INDEX "payload_locked_documents_rels_destruction_register_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "destruction_register_id";
  ALTER TABLE "settings" DROP COLUMN "retention_approved_years";
  ALTER TABLE "settings" DROP COLUMN "retention_rejected_years";
  ALTER TABLE "settings" DROP COLUMN "retention_undecided_years";
  ALTER TABLE "settings" DROP COLUMN "retention_contact_months";
  ALTER TABLE "settings" DROP COLUMN "retention_mail_months";
  DROP TYPE "public"."enum_destruction_register_lines_kind";
  DROP TYPE "public"."enum_destruction_register_trigger";
  DROP TYPE "public"."enum_destruction_register_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
