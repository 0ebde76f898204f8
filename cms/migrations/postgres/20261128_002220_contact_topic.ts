import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_messages_topic" AS ENUM('general', 'accessibility');
  ALTER TABLE "contact_messages" ADD COLUMN "topic" "enum_contact_messages_topic" DEFAULT 'general' NOT NULL;
  CREATE INDEX "contact_messages_topic_idx" ON "contact_messages" USING btree ("topic");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "contact_messages_topic_idx";
  ALTER TABLE "contact_messages" DROP COLUMN "topic";
  DROP TYPE "public"."enum_contact_messages_topic";`)
}
