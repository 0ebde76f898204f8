import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "files" ADD COLUMN "prefix" varchar DEFAULT 'files';
  ALTER TABLE "files" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "applicant_files" ADD COLUMN "prefix" varchar DEFAULT 'private';
  ALTER TABLE "applicant_files" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "files" DROP COLUMN "prefix";
  ALTER TABLE "files" DROP COLUMN "_objectkey";
  ALTER TABLE "applicant_files" DROP COLUMN "prefix";
  ALTER TABLE "applicant_files" DROP COLUMN "_objectkey";`)
}
