import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-sqlite';
import { sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`applications\` ADD \`applicant_name\` text;`)
  // Applications sent before: titled by the Hangul name, or the English name of a foreign applicant without one.
  await db.run(sql`UPDATE \`applications\` SET \`applicant_name\` = COALESCE(NULLIF(\`name_hangul\`, ''), \`name_english\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`applicant_name\`;`)
}
