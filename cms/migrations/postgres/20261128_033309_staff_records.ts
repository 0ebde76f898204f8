import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_access_log_action" ADD VALUE 'signIn';
  ALTER TYPE "public"."enum_access_log_action" ADD VALUE 'signInFailed';
  ALTER TYPE "public"."enum_access_log_action" ADD VALUE 'accessReviewed';
  ALTER TABLE "users" ADD COLUMN "password_change_required" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "access_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_access_log_action";
  CREATE TYPE "public"."enum_access_log_action" AS ENUM('viewCitizenshipNumber', 'viewPhoto', 'downloadFile', 'exportApplications', 'exportContactMessages', 'approve', 'reject', 'delete');
  ALTER TABLE "access_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_access_log_action" USING "action"::"public"."enum_access_log_action";
  ALTER TABLE "users" DROP COLUMN "password_change_required";`)
}
