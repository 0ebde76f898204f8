import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_captions_language" AS ENUM('ko', 'en');
  CREATE TABLE "captions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"video_id" integer NOT NULL,
  	"language" "enum_captions_language" NOT NULL,
  	"cues" numeric,
  	"hangul_share" numeric,
  	"prefix" varchar DEFAULT 'captions',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "captions_id" integer;
  ALTER TABLE "captions" ADD CONSTRAINT "captions_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "captions_video_idx" ON "captions" USING btree ("video_id");
  CREATE INDEX "captions_updated_at_idx" ON "captions" USING btree ("updated_at");
  CREATE INDEX "captions_created_at_idx" ON "captions" USING btree ("created_at");
  CREATE UNIQUE INDEX "captions_filename_idx" ON "captions" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_captions_fk" FOREIGN KEY ("captions_id") REFERENCES "public"."captions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_captions_id_idx" ON "payload_locked_documents_rels" USING btree ("captions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "captions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "captions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_captions_fk";
  
  DROP INDEX "payload_locked_documents_rels_captions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "captions_id";
  DROP TYPE "public"."enum_captions_language";`)
}
