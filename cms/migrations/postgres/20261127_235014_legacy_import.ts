import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_import_reports_status" AS ENUM('running', 'finished', 'finished-with-problems');
  CREATE TABLE "import_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"status" "enum_import_reports_status" NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"finished_at" timestamp(3) with time zone,
  	"text" varchar,
  	"counts" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "legacy_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"kind" varchar NOT NULL,
  	"target_collection" varchar NOT NULL,
  	"target_id" numeric NOT NULL,
  	"fingerprint" varchar,
  	"url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "legacy_password_hash" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "import_reports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "legacy_records_id" integer;
  ALTER TABLE "settings" ADD COLUMN "logo_id" integer;
  CREATE INDEX "import_reports_updated_at_idx" ON "import_reports" USING btree ("updated_at");
  CREATE INDEX "import_reports_created_at_idx" ON "import_reports" USING btree ("created_at");
  CREATE UNIQUE INDEX "legacy_records_key_idx" ON "legacy_records" USING btree ("key");
  CREATE INDEX "legacy_records_kind_idx" ON "legacy_records" USING btree ("kind");
  CREATE INDEX "legacy_records_updated_at_idx" ON "legacy_records" USING btree ("updated_at");
  CREATE INDEX "legacy_records_created_at_idx" ON "legacy_records" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_import_reports_fk" FOREIGN KEY ("import_reports_id") REFERENCES "public"."import_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legacy_records_fk" FOREIGN KEY ("legacy_records_id") REFERENCES "public"."legacy_records"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_import_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("import_reports_id");
  CREATE INDEX "payload_locked_documents_rels_legacy_records_id_idx" ON "payload_locked_documents_rels" USING btree ("legacy_records_id");
  CREATE INDEX "settings_logo_idx" ON "settings" USING btree ("logo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "import_reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legacy_records" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "import_reports" CASCADE;
  DROP TABLE "legacy_records" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_import_reports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_legacy_records_fk";
  
  ALTER TABLE "settings" DROP CONSTRAINT "settings_logo_id_media_id_fk";
  
  DROP INDEX "payload_locked_documents_rels_import_reports_id_idx";
  DROP INDEX "payload_locked_documents_rels_legacy_records_id_idx";
  DROP INDEX "settings_logo_idx";
  ALTER TABLE "users" DROP COLUMN "legacy_password_hash";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "import_reports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "legacy_records_id";
  ALTER TABLE "settings" DROP COLUMN "logo_id";
  DROP TYPE "public"."enum_import_reports_status";`)
}
