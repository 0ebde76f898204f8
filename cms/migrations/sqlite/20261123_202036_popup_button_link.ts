import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-sqlite';
import { sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`popups\` ADD \`link_url\` text;`)
  await db.run(sql`ALTER TABLE \`popups_locales\` ADD \`link_label\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`popups\` DROP COLUMN \`link_url\`;`)
  await db.run(sql`ALTER TABLE \`popups_locales\` DROP COLUMN \`link_label\`;`)
}
