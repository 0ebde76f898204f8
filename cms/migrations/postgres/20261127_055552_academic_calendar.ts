import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_academic_events_kind" AS ENUM('semester-start', 'semester-end', 'exam', 'holiday', 'registration', 'event');
  CREATE TABLE "academic_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_academic_events_kind" DEFAULT 'event' NOT NULL,
  	"start_date" timestamp(3) with time zone NOT NULL,
  	"end_date" timestamp(3) with time zone,
  	"visible" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "academic_events_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "academic_events_id" integer;
  ALTER TABLE "academic_events_locales" ADD CONSTRAINT "academic_events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."academic_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "academic_events_start_date_idx" ON "academic_events" USING btree ("start_date");
  CREATE INDEX "academic_events_visible_idx" ON "academic_events" USING btree ("visible");
  CREATE INDEX "academic_events_updated_at_idx" ON "academic_events" USING btree ("updated_at");
  CREATE INDEX "academic_events_created_at_idx" ON "academic_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "academic_events_locales_locale_parent_id_unique" ON "academic_events_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_academic_events_fk" FOREIGN KEY ("academic_events_id") REFERENCES "public"."academic_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_academic_events_id_idx" ON "payload_locked_documents_rels" USING btree ("academic_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "academic_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "academic_events_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "academic_events" CASCADE;
  DROP TABLE "academic_events_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_academic_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_academic_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "academic_events_id";
  DROP TYPE "public"."enum_academic_events_kind";`)
}
