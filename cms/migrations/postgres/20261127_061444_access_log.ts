import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_access_log_action" AS ENUM('viewCitizenshipNumber', 'viewPhoto', 'downloadFile', 'exportApplications', 'exportContactMessages', 'approve', 'reject', 'delete');
  CREATE TABLE "access_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_access_log_action" NOT NULL,
  	"actor_id" integer,
  	"actor_name" varchar,
  	"actor_email" varchar,
  	"address" varchar,
  	"application_id" numeric,
  	"reference" varchar,
  	"details" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "access_log_id" integer;
  ALTER TABLE "access_log" ADD CONSTRAINT "access_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "access_log_action_idx" ON "access_log" USING btree ("action");
  CREATE INDEX "access_log_actor_idx" ON "access_log" USING btree ("actor_id");
  CREATE INDEX "access_log_address_idx" ON "access_log" USING btree ("address");
  CREATE INDEX "access_log_application_id_idx" ON "access_log" USING btree ("application_id");
  CREATE INDEX "access_log_reference_idx" ON "access_log" USING btree ("reference");
  CREATE INDEX "access_log_updated_at_idx" ON "access_log" USING btree ("updated_at");
  CREATE INDEX "access_log_created_at_idx" ON "access_log" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_access_log_fk" FOREIGN KEY ("access_log_id") REFERENCES "public"."access_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_access_log_id_idx" ON "payload_locked_documents_rels" USING btree ("access_log_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "access_log" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "access_log" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_access_log_fk";
  
  DROP INDEX "payload_locked_documents_rels_access_log_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "access_log_id";
  DROP TYPE "public"."enum_access_log_action";`)
}
