import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "applications" ADD COLUMN "applicant_name" varchar;`)
  // Applications sent before: titled by the Hangul name, or the English name of a foreign applicant without one.
  await db.execute(sql`UPDATE "applications" SET "applicant_name" = COALESCE(NULLIF("name_hangul", ''), "name_english");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "applications" DROP COLUMN "applicant_name";`)
}
