import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sub_menus" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "sub_menus" ADD CONSTRAINT "sub_menus_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sub_menus_meta_meta_image_idx" ON "sub_menus" USING btree ("meta_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sub_menus" DROP CONSTRAINT "sub_menus_meta_image_id_media_id_fk";
  
  DROP INDEX "sub_menus_meta_meta_image_idx";
  ALTER TABLE "sub_menus" DROP COLUMN "meta_image_id";`)
}
