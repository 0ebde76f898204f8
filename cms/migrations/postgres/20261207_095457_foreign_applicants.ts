import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_applications_unique_id_kind" AS ENUM('citizenship', 'alienRegistration', 'passport');
  ALTER TABLE "applications" ALTER COLUMN "name_hangul" DROP NOT NULL;
  ALTER TABLE "applications" ADD COLUMN "nationality" varchar DEFAULT 'KR' NOT NULL;
  ALTER TABLE "applications" ADD COLUMN "unique_id_kind" "enum_applications_unique_id_kind";`)
  // Every application stored before held a Korean applicant's resident number, if any (nationality takes its default).
  await db.execute(sql`UPDATE "applications" SET "unique_id_kind" = 'citizenship' WHERE "citizenship_no_encrypted" IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "applications" SET "name_hangul" = "name_english" WHERE "name_hangul" IS NULL;
  ALTER TABLE "applications" ALTER COLUMN "name_hangul" SET NOT NULL;
  ALTER TABLE "applications" DROP COLUMN "nationality";
  ALTER TABLE "applications" DROP COLUMN "unique_id_kind";
  DROP TYPE "public"."enum_applications_unique_id_kind";`)
}
