import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // An edit lock on a window goes with it.
  await db.execute(sql`DELETE FROM "payload_locked_documents_rels" WHERE "registration_windows_id" IS NOT NULL;`)
  await db.execute(sql`
   CREATE TYPE "public"."enum_applications_result" AS ENUM('pass', 'fail', 'waitlist');
  CREATE TYPE "public"."enum_applications_result_mail" AS ENUM('due', 'changed', 'sent');
  ALTER TYPE "public"."enum_access_log_action" ADD VALUE 'changeResult' BEFORE 'signIn';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'announceResults' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'announceResults' BEFORE 'schedulePublish';
  CREATE TABLE "admission_rounds_departments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"department_id" integer NOT NULL,
  	"places" numeric NOT NULL
  );
  
  CREATE TABLE "admission_rounds_interview_days" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "admission_rounds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_opens_at" timestamp(3) with time zone NOT NULL,
  	"application_closes_at" timestamp(3) with time zone NOT NULL,
  	"announcement_at" timestamp(3) with time zone NOT NULL,
  	"enrolment_opens_at" timestamp(3) with time zone NOT NULL,
  	"enrolment_closes_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "admission_rounds_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_registration_windows_fk";
  
  DROP INDEX "payload_locked_documents_rels_registration_windows_id_idx";
  ALTER TABLE "applications" ADD COLUMN "round_id" integer;
  ALTER TABLE "applications" ADD COLUMN "exam_number" varchar;
  ALTER TABLE "applications" ADD COLUMN "result" "enum_applications_result";
  ALTER TABLE "applications" ADD COLUMN "waitlist_rank" numeric;
  ALTER TABLE "applications" ADD COLUMN "result_mail" "enum_applications_result_mail" DEFAULT 'due';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "admission_rounds_id" integer;
  ALTER TABLE "admission_rounds_departments" ADD CONSTRAINT "admission_rounds_departments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "admission_rounds_departments" ADD CONSTRAINT "admission_rounds_departments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_rounds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_rounds_interview_days" ADD CONSTRAINT "admission_rounds_interview_days_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_rounds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_rounds_locales" ADD CONSTRAINT "admission_rounds_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_rounds"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "admission_rounds_departments_order_idx" ON "admission_rounds_departments" USING btree ("_order");
  CREATE INDEX "admission_rounds_departments_parent_id_idx" ON "admission_rounds_departments" USING btree ("_parent_id");
  CREATE INDEX "admission_rounds_departments_department_idx" ON "admission_rounds_departments" USING btree ("department_id");
  CREATE INDEX "admission_rounds_interview_days_order_idx" ON "admission_rounds_interview_days" USING btree ("_order");
  CREATE INDEX "admission_rounds_interview_days_parent_id_idx" ON "admission_rounds_interview_days" USING btree ("_parent_id");
  CREATE INDEX "admission_rounds_application_opens_at_idx" ON "admission_rounds" USING btree ("application_opens_at");
  CREATE INDEX "admission_rounds_application_closes_at_idx" ON "admission_rounds" USING btree ("application_closes_at");
  CREATE INDEX "admission_rounds_announcement_at_idx" ON "admission_rounds" USING btree ("announcement_at");
  CREATE INDEX "admission_rounds_enrolment_opens_at_idx" ON "admission_rounds" USING btree ("enrolment_opens_at");
  CREATE INDEX "admission_rounds_enrolment_closes_at_idx" ON "admission_rounds" USING btree ("enrolment_closes_at");
  CREATE INDEX "admission_rounds_updated_at_idx" ON "admission_rounds" USING btree ("updated_at");
  CREATE INDEX "admission_rounds_created_at_idx" ON "admission_rounds" USING btree ("created_at");
  CREATE UNIQUE INDEX "admission_rounds_locales_locale_parent_id_unique" ON "admission_rounds_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "applications" ADD CONSTRAINT "applications_round_id_admission_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."admission_rounds"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admission_rounds_fk" FOREIGN KEY ("admission_rounds_id") REFERENCES "public"."admission_rounds"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "applications_round_idx" ON "applications" USING btree ("round_id");
  CREATE INDEX "applications_exam_number_idx" ON "applications" USING btree ("exam_number");
  CREATE INDEX "applications_result_idx" ON "applications" USING btree ("result");
  CREATE INDEX "applications_result_mail_idx" ON "applications" USING btree ("result_mail");
  CREATE UNIQUE INDEX "round_examNumber_idx" ON "applications" USING btree ("round_id","exam_number");
  CREATE INDEX "payload_locked_documents_rels_admission_rounds_id_idx" ON "payload_locked_documents_rels" USING btree ("admission_rounds_id");
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "registration_windows_id";`)
  await windowsBecomeRounds(db)
  await db.execute(sql`DROP TABLE "registration_windows";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DELETE FROM "payload_locked_documents_rels" WHERE "admission_rounds_id" IS NOT NULL;`)
  await db.execute(sql`
   CREATE TABLE "registration_windows" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );`)
  await roundsBecomeWindows(db)
  await db.execute(sql`
  ALTER TABLE "applications" DROP CONSTRAINT "applications_round_id_admission_rounds_id_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_admission_rounds_fk";
  ALTER TABLE "admission_rounds_departments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admission_rounds_interview_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admission_rounds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admission_rounds_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "admission_rounds_departments" CASCADE;
  DROP TABLE "admission_rounds_interview_days" CASCADE;
  DROP TABLE "admission_rounds" CASCADE;
  DROP TABLE "admission_rounds_locales" CASCADE;
  ALTER TABLE "access_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_access_log_action";
  CREATE TYPE "public"."enum_access_log_action" AS ENUM('viewCitizenshipNumber', 'viewPhoto', 'downloadFile', 'exportApplications', 'exportContactMessages', 'approve', 'reject', 'delete', 'signIn', 'signInFailed', 'accessReviewed', 'listApplications', 'viewApplication', 'listContactMessages', 'viewContactMessage');
  ALTER TABLE "access_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_access_log_action" USING "action"::"public"."enum_access_log_action";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'destroyExpired', 'indexDuePosts', 'dailyBackup', 'revalidateContent', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'destroyExpired', 'indexDuePosts', 'dailyBackup', 'revalidateContent', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "applications_round_idx";
  DROP INDEX "applications_exam_number_idx";
  DROP INDEX "applications_result_idx";
  DROP INDEX "applications_result_mail_idx";
  DROP INDEX "round_examNumber_idx";
  DROP INDEX "payload_locked_documents_rels_admission_rounds_id_idx";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "registration_windows_id" integer;
  CREATE INDEX "registration_windows_starts_at_idx" ON "registration_windows" USING btree ("starts_at");
  CREATE INDEX "registration_windows_ends_at_idx" ON "registration_windows" USING btree ("ends_at");
  CREATE INDEX "registration_windows_updated_at_idx" ON "registration_windows" USING btree ("updated_at");
  CREATE INDEX "registration_windows_created_at_idx" ON "registration_windows" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_registration_windows_fk" FOREIGN KEY ("registration_windows_id") REFERENCES "public"."registration_windows"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_registration_windows_id_idx" ON "payload_locked_documents_rels" USING btree ("registration_windows_id");
  ALTER TABLE "applications" DROP COLUMN "round_id";
  ALTER TABLE "applications" DROP COLUMN "exam_number";
  ALTER TABLE "applications" DROP COLUMN "result";
  ALTER TABLE "applications" DROP COLUMN "waitlist_rank";
  ALTER TABLE "applications" DROP COLUMN "result_mail";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "admission_rounds_id";
  DROP TYPE "public"."enum_applications_result";
  DROP TYPE "public"."enum_applications_result_mail";`)
}

/**
 * The registration windows become admission rounds (same ids, the name as the Korean name, the window as the application
 * period). What a window did not have is set for the office to check: the announcement a week after the close, enrolment
 * from the day after it for a week, no interview days and no departments. Each application sent within a window keeps
 * it as its round, and gets its 수험번호 in the order it arrived per department (the counters carry on from there).
 */
async function windowsBecomeRounds(db: MigrateUpArgs['db']) {
  await db.execute(sql`
  INSERT INTO "admission_rounds" ("id", "application_opens_at", "application_closes_at", "announcement_at", "enrolment_opens_at", "enrolment_closes_at", "updated_at", "created_at")
    SELECT "id", "starts_at", "ends_at", "ends_at" + interval '7 days', "ends_at" + interval '8 days', "ends_at" + interval '15 days', "updated_at", "created_at"
    FROM "registration_windows";
  SELECT setval(pg_get_serial_sequence('admission_rounds', 'id'), COALESCE((SELECT MAX("id") FROM "admission_rounds"), 0) + 1, false);
  INSERT INTO "admission_rounds_locales" ("name", "_locale", "_parent_id") SELECT "name", 'ko', "id" FROM "registration_windows";
  UPDATE "applications" a SET "round_id" = (
    SELECT w."id" FROM "registration_windows" w WHERE a."created_at" >= w."starts_at" AND a."created_at" < w."ends_at" ORDER BY w."starts_at" LIMIT 1
  );
  UPDATE "applications" a SET "exam_number" = numbered."exam_number" FROM (
    SELECT b."id", COALESCE(NULLIF(d."code", ''), NULLIF(d."legacy_code", ''), lpad(d."id"::text, 2, '0')) || lpad((ROW_NUMBER() OVER (PARTITION BY b."round_id", COALESCE(NULLIF(d."code", ''), NULLIF(d."legacy_code", ''), lpad(d."id"::text, 2, '0')) ORDER BY b."created_at", b."id"))::text, 4, '0') AS "exam_number"
    FROM "applications" b JOIN "departments" d ON d."id" = b."department_id" WHERE b."round_id" IS NOT NULL
  ) numbered WHERE a."id" = numbered."id";
  INSERT INTO "student_number_counters" ("prefix", "last_sequence")
    SELECT 'exam-' || a."round_id" || '-' || COALESCE(NULLIF(d."code", ''), NULLIF(d."legacy_code", ''), lpad(d."id"::text, 2, '0')), COUNT(*) FROM "applications" a JOIN "departments" d ON d."id" = a."department_id"
    WHERE a."round_id" IS NOT NULL GROUP BY a."round_id", COALESCE(NULLIF(d."code", ''), NULLIF(d."legacy_code", ''), lpad(d."id"::text, 2, '0'));`)
}

/** Back: each round's application period becomes a window again (rounds, results and 수험번호 are lost). */
async function roundsBecomeWindows(db: MigrateDownArgs['db']) {
  await db.execute(sql`
  INSERT INTO "registration_windows" ("id", "name", "starts_at", "ends_at", "updated_at", "created_at")
    SELECT r."id", COALESCE((SELECT l."name" FROM "admission_rounds_locales" l WHERE l."_parent_id" = r."id" ORDER BY l."_locale" = 'ko' DESC LIMIT 1), ''),
      r."application_opens_at", r."application_closes_at", r."updated_at", r."created_at"
    FROM "admission_rounds" r;
  SELECT setval(pg_get_serial_sequence('registration_windows', 'id'), COALESCE((SELECT MAX("id") FROM "registration_windows"), 0) + 1, false);
  DELETE FROM "student_number_counters" WHERE "prefix" LIKE 'exam-%';`)
}
