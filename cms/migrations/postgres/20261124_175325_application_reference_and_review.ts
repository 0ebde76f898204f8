import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "applications" ADD COLUMN "reference" varchar;
  ALTER TABLE "applications" ADD COLUMN "review_started_at" timestamp(3) with time zone;
  CREATE UNIQUE INDEX "applications_reference_idx" ON "applications" USING btree ("reference");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "applications_reference_idx";
  ALTER TABLE "applications" DROP COLUMN "reference";
  ALTER TABLE "applications" DROP COLUMN "review_started_at";`)
}
