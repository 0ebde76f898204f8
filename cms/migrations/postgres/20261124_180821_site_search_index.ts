import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_entries_kind" AS ENUM('news', 'page', 'static_page', 'seminar', 'weekly_news', 'article', 'download', 'faq', 'counselling', 'professor');
  CREATE TYPE "public"."enum_search_entries_locale" AS ENUM('ko', 'en');
  CREATE TABLE "search_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" varchar NOT NULL,
  	"kind" "enum_search_entries_kind" NOT NULL,
  	"locale" "enum_search_entries_locale" NOT NULL,
  	"title" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"body" varchar,
  	"terms" varchar NOT NULL,
  	"date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_entries_id" integer;
  CREATE INDEX "search_entries_source_idx" ON "search_entries" USING btree ("source");
  CREATE INDEX "search_entries_locale_idx" ON "search_entries" USING btree ("locale");
  CREATE INDEX "search_entries_updated_at_idx" ON "search_entries" USING btree ("updated_at");
  CREATE INDEX "search_entries_created_at_idx" ON "search_entries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_entries_fk" FOREIGN KEY ("search_entries_id") REFERENCES "public"."search_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("search_entries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_entries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_entries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_entries_fk";
  
  DROP INDEX "payload_locked_documents_rels_search_entries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_entries_id";
  DROP TYPE "public"."enum_search_entries_kind";
  DROP TYPE "public"."enum_search_entries_locale";`)
}
