import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "popups" ADD COLUMN "link_url" varchar;
  ALTER TABLE "popups_locales" ADD COLUMN "link_label" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "popups" DROP COLUMN "link_url";
  ALTER TABLE "popups_locales" DROP COLUMN "link_label";`)
}
