import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_destruction_register_lines_kind" ADD VALUE 'backup-archives';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'dailyBackup' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'dailyBackup' BEFORE 'schedulePublish';
  ALTER TABLE "settings" ADD COLUMN "backups_hour" numeric DEFAULT 2 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "destruction_register_lines" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_destruction_register_lines_kind";
  CREATE TYPE "public"."enum_destruction_register_lines_kind" AS ENUM('applications-approved', 'applications-rejected', 'applications-undecided', 'applicant-files', 'applicant-accounts', 'contact-messages', 'mail-outbox');
  ALTER TABLE "destruction_register_lines" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_destruction_register_lines_kind" USING "kind"::"public"."enum_destruction_register_lines_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'destroyExpired', 'indexDuePosts', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'destroyExpired', 'indexDuePosts', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "settings" DROP COLUMN "backups_hour";`)
}
