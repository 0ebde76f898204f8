import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_access_log_action" ADD VALUE 'listApplications';
  ALTER TYPE "public"."enum_access_log_action" ADD VALUE 'viewApplication';
  ALTER TYPE "public"."enum_access_log_action" ADD VALUE 'listContactMessages';
  ALTER TYPE "public"."enum_access_log_action" ADD VALUE 'viewContactMessage';
  ALTER TYPE "public"."enum_rights_records_change" ADD VALUE 'accountUnlocked';
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_applications_fk";
  
  DROP INDEX "payload_locked_documents_rels_contact_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_applications_id_idx";
  ALTER TABLE "users" ADD COLUMN "second_factor_refusals" jsonb;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "applications_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "access_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_access_log_action";
  CREATE TYPE "public"."enum_access_log_action" AS ENUM('viewCitizenshipNumber', 'viewPhoto', 'downloadFile', 'exportApplications', 'exportContactMessages', 'approve', 'reject', 'delete', 'signIn', 'signInFailed', 'accessReviewed');
  ALTER TABLE "access_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_access_log_action" USING "action"::"public"."enum_access_log_action";
  ALTER TABLE "rights_records" ALTER COLUMN "change" SET DATA TYPE text;
  DROP TYPE "public"."enum_rights_records_change";
  CREATE TYPE "public"."enum_rights_records_change" AS ENUM('accountCreated', 'roleChanged', 'stateChanged', 'accountDeleted', 'secondFactorEnrolled', 'secondFactorReset', 'passkeyAdded', 'passkeyRemoved');
  ALTER TABLE "rights_records" ALTER COLUMN "change" SET DATA TYPE "public"."enum_rights_records_change" USING "change"::"public"."enum_rights_records_change";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_applications_fk" FOREIGN KEY ("applications_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("applications_id");
  ALTER TABLE "users" DROP COLUMN "second_factor_refusals";`)
}
