import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-sqlite';
import { sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`admission_rounds\` ADD \`tuition_amount\` numeric;`)
  await db.run(sql`ALTER TABLE \`admission_rounds\` ADD \`tuition_account\` text;`)
  await db.run(sql`ALTER TABLE \`admission_rounds_locales\` ADD \`tuition_notice\` text;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`enrolment\` text;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`enrolment_deadline\` text;`)
  await db.run(sql`CREATE INDEX \`applications_enrolment_idx\` ON \`applications\` (\`enrolment\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`applications_enrolment_idx\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`enrolment\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`enrolment_deadline\`;`)
  await db.run(sql`ALTER TABLE \`admission_rounds\` DROP COLUMN \`tuition_amount\`;`)
  await db.run(sql`ALTER TABLE \`admission_rounds\` DROP COLUMN \`tuition_account\`;`)
  await db.run(sql`ALTER TABLE \`admission_rounds_locales\` DROP COLUMN \`tuition_notice\`;`)
}
