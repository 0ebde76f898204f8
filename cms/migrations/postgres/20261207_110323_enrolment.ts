import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_applications_enrolment" AS ENUM('confirmed', 'declined', 'paid');
  ALTER TYPE "public"."enum_applications_result_mail" ADD VALUE 'promoted' BEFORE 'sent';
  ALTER TYPE "public"."enum_access_log_action" ADD VALUE 'confirmPayment' BEFORE 'changeResult';
  ALTER TYPE "public"."enum_access_log_action" ADD VALUE 'promoteWaitlist' BEFORE 'changeResult';
  ALTER TABLE "admission_rounds" ADD COLUMN "tuition_amount" numeric;
  ALTER TABLE "admission_rounds" ADD COLUMN "tuition_account" varchar;
  ALTER TABLE "admission_rounds_locales" ADD COLUMN "tuition_notice" varchar;
  ALTER TABLE "applications" ADD COLUMN "enrolment" "enum_applications_enrolment";
  ALTER TABLE "applications" ADD COLUMN "enrolment_deadline" timestamp(3) with time zone;
  CREATE INDEX "applications_enrolment_idx" ON "applications" USING btree ("enrolment");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "applications" ALTER COLUMN "result_mail" SET DATA TYPE text;
  ALTER TABLE "applications" ALTER COLUMN "result_mail" SET DEFAULT 'due'::text;
  DROP TYPE "public"."enum_applications_result_mail";
  CREATE TYPE "public"."enum_applications_result_mail" AS ENUM('due', 'changed', 'sent');
  ALTER TABLE "applications" ALTER COLUMN "result_mail" SET DEFAULT 'due'::"public"."enum_applications_result_mail";
  ALTER TABLE "applications" ALTER COLUMN "result_mail" SET DATA TYPE "public"."enum_applications_result_mail" USING "result_mail"::"public"."enum_applications_result_mail";
  ALTER TABLE "access_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_access_log_action";
  CREATE TYPE "public"."enum_access_log_action" AS ENUM('viewCitizenshipNumber', 'viewPhoto', 'downloadFile', 'exportApplications', 'exportContactMessages', 'approve', 'reject', 'delete', 'changeResult', 'signIn', 'signInFailed', 'accessReviewed', 'listApplications', 'viewApplication', 'listContactMessages', 'viewContactMessage');
  ALTER TABLE "access_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_access_log_action" USING "action"::"public"."enum_access_log_action";
  DROP INDEX "applications_enrolment_idx";
  ALTER TABLE "admission_rounds" DROP COLUMN "tuition_amount";
  ALTER TABLE "admission_rounds" DROP COLUMN "tuition_account";
  ALTER TABLE "admission_rounds_locales" DROP COLUMN "tuition_notice";
  ALTER TABLE "applications" DROP COLUMN "enrolment";
  ALTER TABLE "applications" DROP COLUMN "enrolment_deadline";
  DROP TYPE "public"."enum_applications_enrolment";`)
}
