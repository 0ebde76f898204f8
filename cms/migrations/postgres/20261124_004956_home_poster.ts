import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" ADD COLUMN "home_poster_id" integer;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_home_poster_id_media_id_fk" FOREIGN KEY ("home_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "settings_home_poster_idx" ON "settings" USING btree ("home_poster_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" DROP CONSTRAINT "settings_home_poster_id_media_id_fk";
  
  DROP INDEX "settings_home_poster_idx";
  ALTER TABLE "settings" DROP COLUMN "home_poster_id";`)
}
