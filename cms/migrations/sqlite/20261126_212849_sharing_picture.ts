import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-sqlite';
import { sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sub_menus\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`sub_menus_meta_meta_image_idx\` ON \`sub_menus\` (\`meta_image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_sub_menus\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`menu_id\` integer NOT NULL,
  	\`slug\` text NOT NULL,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`visible\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`menu_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sub_menus\`("id", "menu_id", "slug", "order", "visible", "updated_at", "created_at") SELECT "id", "menu_id", "slug", "order", "visible", "updated_at", "created_at" FROM \`sub_menus\`;`)
  await db.run(sql`DROP TABLE \`sub_menus\`;`)
  await db.run(sql`ALTER TABLE \`__new_sub_menus\` RENAME TO \`sub_menus\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`sub_menus_menu_idx\` ON \`sub_menus\` (\`menu_id\`);`)
  await db.run(sql`CREATE INDEX \`sub_menus_slug_idx\` ON \`sub_menus\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`sub_menus_order_idx\` ON \`sub_menus\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`sub_menus_visible_idx\` ON \`sub_menus\` (\`visible\`);`)
  await db.run(sql`CREATE INDEX \`sub_menus_updated_at_idx\` ON \`sub_menus\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sub_menus_created_at_idx\` ON \`sub_menus\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`menu_slug_idx\` ON \`sub_menus\` (\`menu_id\`,\`slug\`);`)
}
