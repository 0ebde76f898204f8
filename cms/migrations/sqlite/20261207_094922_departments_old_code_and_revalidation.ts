import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-sqlite';
import { sql } from '@payloadcms/db-sqlite'

// drizzle-kit copied the new legacy_code column from the old table, which has none: left out of the copy by hand.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_departments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`legacy_code\` text,
  	\`open_for_application\` integer DEFAULT true,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_departments\`("id", "code", "open_for_application", "order", "updated_at", "created_at") SELECT "id", "code", "open_for_application", "order", "updated_at", "created_at" FROM \`departments\`;`)
  await db.run(sql`DROP TABLE \`departments\`;`)
  await db.run(sql`ALTER TABLE \`__new_departments\` RENAME TO \`departments\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`departments_code_idx\` ON \`departments\` (\`code\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`departments_legacy_code_idx\` ON \`departments\` (\`legacy_code\`);`)
  await db.run(sql`CREATE INDEX \`departments_open_for_application_idx\` ON \`departments\` (\`open_for_application\`);`)
  await db.run(sql`CREATE INDEX \`departments_order_idx\` ON \`departments\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`departments_updated_at_idx\` ON \`departments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`departments_created_at_idx\` ON \`departments\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_departments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`open_for_application\` integer DEFAULT true,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_departments\`("id", "code", "open_for_application", "order", "updated_at", "created_at") SELECT "id", "code", "open_for_application", "order", "updated_at", "created_at" FROM \`departments\`;`)
  await db.run(sql`DROP TABLE \`departments\`;`)
  await db.run(sql`ALTER TABLE \`__new_departments\` RENAME TO \`departments\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`departments_code_idx\` ON \`departments\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`departments_open_for_application_idx\` ON \`departments\` (\`open_for_application\`);`)
  await db.run(sql`CREATE INDEX \`departments_order_idx\` ON \`departments\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`departments_updated_at_idx\` ON \`departments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`departments_created_at_idx\` ON \`departments\` (\`created_at\`);`)
}
