import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" ADD COLUMN "naver_site_verification" varchar;
  ALTER TABLE "settings" ADD COLUMN "google_site_verification" varchar;
  ALTER TABLE "settings" ADD COLUMN "bing_site_verification" varchar;
  ALTER TABLE "settings" ADD COLUMN "daum_webmaster_tool" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" DROP COLUMN "naver_site_verification";
  ALTER TABLE "settings" DROP COLUMN "google_site_verification";
  ALTER TABLE "settings" DROP COLUMN "bing_site_verification";
  ALTER TABLE "settings" DROP COLUMN "daum_webmaster_tool";`)
}
