import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "applications" ADD COLUMN "interview_at" timestamp(3) with time zone;
  ALTER TABLE "applications" ADD COLUMN "interview_place" varchar;
  ALTER TABLE "settings" ADD COLUMN "seal_id" integer;
  ALTER TABLE "admission_rounds_locales" ADD COLUMN "what_to_bring" varchar;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_seal_id_media_id_fk" FOREIGN KEY ("seal_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "applications_interview_at_idx" ON "applications" USING btree ("interview_at");
  CREATE INDEX "settings_seal_idx" ON "settings" USING btree ("seal_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" DROP CONSTRAINT "settings_seal_id_media_id_fk";
  
  DROP INDEX "applications_interview_at_idx";
  DROP INDEX "settings_seal_idx";
  ALTER TABLE "admission_rounds_locales" DROP COLUMN "what_to_bring";
  ALTER TABLE "applications" DROP COLUMN "interview_at";
  ALTER TABLE "applications" DROP COLUMN "interview_place";
  ALTER TABLE "settings" DROP COLUMN "seal_id";`)
}
