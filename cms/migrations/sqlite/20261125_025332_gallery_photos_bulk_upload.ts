import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-sqlite';
import { sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`galleries_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`galleries_rels_order_idx\` ON \`galleries_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`galleries_rels_parent_idx\` ON \`galleries_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`galleries_rels_path_idx\` ON \`galleries_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`galleries_rels_media_id_idx\` ON \`galleries_rels\` (\`media_id\`);`)
  // The photos move from the array's rows to the upload field's relation rows, in the same order.
  await db.run(sql`INSERT INTO \`galleries_rels\` (\`order\`, \`parent_id\`, \`path\`, \`media_id\`) SELECT \`_order\`, \`_parent_id\`, 'images', \`image_id\` FROM \`galleries_images\`;`)
  await db.run(sql`DROP TABLE \`galleries_images\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`galleries_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`galleries_images_order_idx\` ON \`galleries_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`galleries_images_parent_id_idx\` ON \`galleries_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`galleries_images_image_idx\` ON \`galleries_images\` (\`image_id\`);`)
  await db.run(sql`INSERT INTO \`galleries_images\` (\`_order\`, \`_parent_id\`, \`id\`, \`image_id\`) SELECT \`order\`, \`parent_id\`, lower(hex(randomblob(12))), \`media_id\` FROM \`galleries_rels\` WHERE \`path\` = 'images' AND \`media_id\` IS NOT NULL;`)
  await db.run(sql`DROP TABLE \`galleries_rels\`;`)
}
