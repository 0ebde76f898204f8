import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-sqlite';
import { sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`settings\` ADD \`naver_site_verification\` text;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`google_site_verification\` text;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`bing_site_verification\` text;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`daum_webmaster_tool\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`naver_site_verification\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`google_site_verification\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`bing_site_verification\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`daum_webmaster_tool\`;`)
}
