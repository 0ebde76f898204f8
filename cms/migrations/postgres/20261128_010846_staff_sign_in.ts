import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_rights_records_change" AS ENUM('accountCreated', 'roleChanged', 'stateChanged', 'accountDeleted', 'secondFactorEnrolled', 'secondFactorReset');
  CREATE TABLE "rights_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"change" "enum_rights_records_change" NOT NULL,
  	"actor_id" integer,
  	"actor_email" varchar,
  	"subject_id" numeric,
  	"subject_email" varchar,
  	"from" varchar,
  	"to" varchar,
  	"address" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "two_factor_since" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "totp_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "totp_last_step" numeric;
  ALTER TABLE "users" ADD COLUMN "totp_pending_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "recovery_codes" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "rights_records_id" integer;
  ALTER TABLE "rights_records" ADD CONSTRAINT "rights_records_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "rights_records_change_idx" ON "rights_records" USING btree ("change");
  CREATE INDEX "rights_records_actor_idx" ON "rights_records" USING btree ("actor_id");
  CREATE INDEX "rights_records_subject_id_idx" ON "rights_records" USING btree ("subject_id");
  CREATE INDEX "rights_records_subject_email_idx" ON "rights_records" USING btree ("subject_email");
  CREATE INDEX "rights_records_address_idx" ON "rights_records" USING btree ("address");
  CREATE INDEX "rights_records_updated_at_idx" ON "rights_records" USING btree ("updated_at");
  CREATE INDEX "rights_records_created_at_idx" ON "rights_records" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rights_records_fk" FOREIGN KEY ("rights_records_id") REFERENCES "public"."rights_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_rights_records_id_idx" ON "payload_locked_documents_rels" USING btree ("rights_records_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "rights_records" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "rights_records" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_rights_records_fk";
  
  DROP INDEX "payload_locked_documents_rels_rights_records_id_idx";
  ALTER TABLE "users" DROP COLUMN "two_factor_since";
  ALTER TABLE "users" DROP COLUMN "totp_secret";
  ALTER TABLE "users" DROP COLUMN "totp_last_step";
  ALTER TABLE "users" DROP COLUMN "totp_pending_secret";
  ALTER TABLE "users" DROP COLUMN "recovery_codes";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "rights_records_id";
  DROP TYPE "public"."enum_rights_records_change";`)
}
