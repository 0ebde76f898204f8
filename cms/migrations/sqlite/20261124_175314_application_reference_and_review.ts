import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-sqlite';
import { sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`applications\` ADD \`reference\` text;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`review_started_at\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`applications_reference_idx\` ON \`applications\` (\`reference\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`applications_reference_idx\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`reference\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`review_started_at\`;`)
}
