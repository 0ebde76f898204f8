import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_academic_events_kind" AS ENUM('semester-start', 'semester-end', 'exam', 'holiday', 'registration', 'event');
  CREATE TYPE "public"."enum_destruction_register_lines_kind" AS ENUM('applications-approved', 'applications-rejected', 'applications-undecided', 'applicant-files', 'applicant-accounts', 'contact-messages', 'mail-outbox');
  CREATE TYPE "public"."enum_destruction_register_trigger" AS ENUM('schedule', 'admin', 'shell');
  CREATE TYPE "public"."enum_destruction_register_status" AS ENUM('running', 'done', 'partial', 'interrupted');
  CREATE TYPE "public"."enum_privacy_requests_kind" AS ENUM('correction', 'deletion');
  CREATE TYPE "public"."enum_privacy_requests_state" AS ENUM('open', 'answered');
  CREATE TYPE "public"."enum_access_log_action" AS ENUM('viewCitizenshipNumber', 'viewPhoto', 'downloadFile', 'exportApplications', 'exportContactMessages', 'approve', 'reject', 'delete');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'destroyExpired' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'destroyExpired' BEFORE 'schedulePublish';
  CREATE TABLE "academic_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_academic_events_kind" DEFAULT 'event' NOT NULL,
  	"start_date" timestamp(3) with time zone NOT NULL,
  	"end_date" timestamp(3) with time zone,
  	"visible" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "academic_events_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
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
  
  CREATE TABLE "privacy_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_id" integer,
  	"reference" varchar,
  	"kind" "enum_privacy_requests_kind" NOT NULL,
  	"details" varchar,
  	"state" "enum_privacy_requests_state" DEFAULT 'open' NOT NULL,
  	"answer_by" timestamp(3) with time zone NOT NULL,
  	"answered_at" timestamp(3) with time zone,
  	"answer" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "access_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_access_log_action" NOT NULL,
  	"actor_id" integer,
  	"actor_name" varchar,
  	"actor_email" varchar,
  	"address" varchar,
  	"application_id" numeric,
  	"reference" varchar,
  	"details" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "consent_notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "consent_notices_locales" (
  	"application_privacy" varchar,
  	"application_unique_id" varchar,
  	"application_sensitive" varchar,
  	"contact_privacy" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_consent_notices_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_consent_notices_v_locales" (
  	"version_application_privacy" varchar,
  	"version_application_unique_id" varchar,
  	"version_application_sensitive" varchar,
  	"version_contact_privacy" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "contact_messages" ADD COLUMN "consents_privacy" boolean DEFAULT false;
  ALTER TABLE "contact_messages" ADD COLUMN "consents_notice_version" numeric;
  ALTER TABLE "contact_messages" ADD COLUMN "consents_agreed_at" timestamp(3) with time zone;
  ALTER TABLE "applications" ADD COLUMN "consents_privacy" boolean DEFAULT false;
  ALTER TABLE "applications" ADD COLUMN "consents_unique_id" boolean DEFAULT false;
  ALTER TABLE "applications" ADD COLUMN "consents_sensitive" boolean DEFAULT false;
  ALTER TABLE "applications" ADD COLUMN "consents_notice_version" numeric;
  ALTER TABLE "applications" ADD COLUMN "consents_agreed_at" timestamp(3) with time zone;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "academic_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "destruction_register_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "privacy_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "access_log_id" integer;
  ALTER TABLE "settings" ADD COLUMN "privacy_ask_citizenship_no" boolean DEFAULT false;
  ALTER TABLE "settings" ADD COLUMN "privacy_officer_phone" varchar;
  ALTER TABLE "settings" ADD COLUMN "privacy_officer_email" varchar;
  ALTER TABLE "settings" ADD COLUMN "retention_approved_years" numeric DEFAULT 3 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "retention_rejected_years" numeric DEFAULT 1 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "retention_undecided_years" numeric DEFAULT 1 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "retention_contact_months" numeric DEFAULT 12 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "retention_mail_months" numeric DEFAULT 6 NOT NULL;
  ALTER TABLE "settings_locales" ADD COLUMN "privacy_citizenship_no_legal_basis" varchar;
  ALTER TABLE "settings_locales" ADD COLUMN "privacy_officer_name" varchar;
  ALTER TABLE "settings_locales" ADD COLUMN "privacy_officer_position" varchar;
  ALTER TABLE "academic_events_locales" ADD CONSTRAINT "academic_events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."academic_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "destruction_register_lines" ADD CONSTRAINT "destruction_register_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."destruction_register"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "access_log" ADD CONSTRAINT "access_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consent_notices_locales" ADD CONSTRAINT "consent_notices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consent_notices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_consent_notices_v_locales" ADD CONSTRAINT "_consent_notices_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_consent_notices_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "academic_events_start_date_idx" ON "academic_events" USING btree ("start_date");
  CREATE INDEX "academic_events_visible_idx" ON "academic_events" USING btree ("visible");
  CREATE INDEX "academic_events_updated_at_idx" ON "academic_events" USING btree ("updated_at");
  CREATE INDEX "academic_events_created_at_idx" ON "academic_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "academic_events_locales_locale_parent_id_unique" ON "academic_events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "destruction_register_lines_order_idx" ON "destruction_register_lines" USING btree ("_order");
  CREATE INDEX "destruction_register_lines_parent_id_idx" ON "destruction_register_lines" USING btree ("_parent_id");
  CREATE INDEX "destruction_register_started_at_idx" ON "destruction_register" USING btree ("started_at");
  CREATE UNIQUE INDEX "destruction_register_run_lock_idx" ON "destruction_register" USING btree ("run_lock");
  CREATE INDEX "destruction_register_updated_at_idx" ON "destruction_register" USING btree ("updated_at");
  CREATE INDEX "destruction_register_created_at_idx" ON "destruction_register" USING btree ("created_at");
  CREATE INDEX "privacy_requests_application_idx" ON "privacy_requests" USING btree ("application_id");
  CREATE INDEX "privacy_requests_state_idx" ON "privacy_requests" USING btree ("state");
  CREATE INDEX "privacy_requests_answer_by_idx" ON "privacy_requests" USING btree ("answer_by");
  CREATE INDEX "privacy_requests_updated_at_idx" ON "privacy_requests" USING btree ("updated_at");
  CREATE INDEX "privacy_requests_created_at_idx" ON "privacy_requests" USING btree ("created_at");
  CREATE INDEX "access_log_action_idx" ON "access_log" USING btree ("action");
  CREATE INDEX "access_log_actor_idx" ON "access_log" USING btree ("actor_id");
  CREATE INDEX "access_log_address_idx" ON "access_log" USING btree ("address");
  CREATE INDEX "access_log_application_id_idx" ON "access_log" USING btree ("application_id");
  CREATE INDEX "access_log_reference_idx" ON "access_log" USING btree ("reference");
  CREATE INDEX "access_log_updated_at_idx" ON "access_log" USING btree ("updated_at");
  CREATE INDEX "access_log_created_at_idx" ON "access_log" USING btree ("created_at");
  CREATE UNIQUE INDEX "consent_notices_locales_locale_parent_id_unique" ON "consent_notices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_consent_notices_v_created_at_idx" ON "_consent_notices_v" USING btree ("created_at");
  CREATE INDEX "_consent_notices_v_updated_at_idx" ON "_consent_notices_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_consent_notices_v_locales_locale_parent_id_unique" ON "_consent_notices_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_academic_events_fk" FOREIGN KEY ("academic_events_id") REFERENCES "public"."academic_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_destruction_register_fk" FOREIGN KEY ("destruction_register_id") REFERENCES "public"."destruction_register"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_privacy_requests_fk" FOREIGN KEY ("privacy_requests_id") REFERENCES "public"."privacy_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_access_log_fk" FOREIGN KEY ("access_log_id") REFERENCES "public"."access_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_academic_events_id_idx" ON "payload_locked_documents_rels" USING btree ("academic_events_id");
  CREATE INDEX "payload_locked_documents_rels_destruction_register_id_idx" ON "payload_locked_documents_rels" USING btree ("destruction_register_id");
  CREATE INDEX "payload_locked_documents_rels_privacy_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("privacy_requests_id");
  CREATE INDEX "payload_locked_documents_rels_access_log_id_idx" ON "payload_locked_documents_rels" USING btree ("access_log_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "academic_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "academic_events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "destruction_register_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "destruction_register" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "access_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_notices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_notices_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_consent_notices_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_consent_notices_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "academic_events" CASCADE;
  DROP TABLE "academic_events_locales" CASCADE;
  DROP TABLE "destruction_register_lines" CASCADE;
  DROP TABLE "destruction_register" CASCADE;
  DROP TABLE "privacy_requests" CASCADE;
  DROP TABLE "access_log" CASCADE;
  DROP TABLE "consent_notices" CASCADE;
  DROP TABLE "consent_notices_locales" CASCADE;
  DROP TABLE "_consent_notices_v" CASCADE;
  DROP TABLE "_consent_notices_v_locales" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_academic_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_destruction_register_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_privacy_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_access_log_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_academic_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_destruction_register_id_idx";
  DROP INDEX "payload_locked_documents_rels_privacy_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_access_log_id_idx";
  ALTER TABLE "contact_messages" DROP COLUMN "consents_privacy";
  ALTER TABLE "contact_messages" DROP COLUMN "consents_notice_version";
  ALTER TABLE "contact_messages" DROP COLUMN "consents_agreed_at";
  ALTER TABLE "applications" DROP COLUMN "consents_privacy";
  ALTER TABLE "applications" DROP COLUMN "consents_unique_id";
  ALTER TABLE "applications" DROP COLUMN "consents_sensitive";
  ALTER TABLE "applications" DROP COLUMN "consents_notice_version";
  ALTER TABLE "applications" DROP COLUMN "consents_agreed_at";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "academic_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "destruction_register_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "privacy_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "access_log_id";
  ALTER TABLE "settings" DROP COLUMN "privacy_ask_citizenship_no";
  ALTER TABLE "settings" DROP COLUMN "privacy_officer_phone";
  ALTER TABLE "settings" DROP COLUMN "privacy_officer_email";
  ALTER TABLE "settings" DROP COLUMN "retention_approved_years";
  ALTER TABLE "settings" DROP COLUMN "retention_rejected_years";
  ALTER TABLE "settings" DROP COLUMN "retention_undecided_years";
  ALTER TABLE "settings" DROP COLUMN "retention_contact_months";
  ALTER TABLE "settings" DROP COLUMN "retention_mail_months";
  ALTER TABLE "settings_locales" DROP COLUMN "privacy_citizenship_no_legal_basis";
  ALTER TABLE "settings_locales" DROP COLUMN "privacy_officer_name";
  ALTER TABLE "settings_locales" DROP COLUMN "privacy_officer_position";
  DROP TYPE "public"."enum_academic_events_kind";
  DROP TYPE "public"."enum_destruction_register_lines_kind";
  DROP TYPE "public"."enum_destruction_register_trigger";
  DROP TYPE "public"."enum_destruction_register_status";
  DROP TYPE "public"."enum_privacy_requests_kind";
  DROP TYPE "public"."enum_privacy_requests_state";
  DROP TYPE "public"."enum_access_log_action";`)
}
