import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_privacy_requests_kind" AS ENUM('correction', 'deletion');
  CREATE TYPE "public"."enum_privacy_requests_state" AS ENUM('open', 'answered');
  CREATE TABLE "privacy_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_id" integer,
  	"reference" varchar,
  	"kind" "enum_privacy_requests_kind" NOT NULL,
  	"details" varchar,
  	"state" "enum_privacy_requests_state" DEFAULT 'open' NOT NULL,
  	"answer_by" timestamp(3) with time zone NOT NULL,
  	"answered_at" timestamp(3) with time zone,
  	"answer" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "consent_notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "consent_notices_locales" (
  	"application_privacy" varchar,
  	"application_unique_id" varchar,
  	"application_sensitive" varchar,
  	"contact_privacy" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_consent_notices_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_consent_notices_v_locales" (
  	"version_application_privacy" varchar,
  	"version_application_unique_id" varchar,
  	"version_application_sensitive" varchar,
  	"version_contact_privacy" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "contact_messages" ADD COLUMN "consents_privacy" boolean DEFAULT false;
  ALTER TABLE "contact_messages" ADD COLUMN "consents_notice_version" numeric;
  ALTER TABLE "contact_messages" ADD COLUMN "consents_agreed_at" timestamp(3) with time zone;
  ALTER TABLE "applications" ADD COLUMN "consents_privacy" boolean DEFAULT false;
  ALTER TABLE "applications" ADD COLUMN "consents_unique_id" boolean DEFAULT false;
  ALTER TABLE "applications" ADD COLUMN "consents_sensitive" boolean DEFAULT false;
  ALTER TABLE "applications" ADD COLUMN "consents_notice_version" numeric;
  ALTER TABLE "applications" ADD COLUMN "consents_agreed_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "privacy_requests_id" integer;
  ALTER TABLE "settings" ADD COLUMN "privacy_ask_citizenship_no" boolean DEFAULT false;
  ALTER TABLE "settings" ADD COLUMN "privacy_officer_phone" varchar;
  ALTER TABLE "settings" ADD COLUMN "privacy_officer_email" varchar;
  ALTER TABLE "settings_locales" ADD COLUMN "privacy_citizenship_no_legal_basis" varchar;
  ALTER TABLE "settings_locales" ADD COLUMN "privacy_officer_name" varchar;
  ALTER TABLE "settings_locales" ADD COLUMN "privacy_officer_position" varchar;
  ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consent_notices_locales" ADD CONSTRAINT "consent_notices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consent_notices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_consent_notices_v_locales" ADD CONSTRAINT "_consent_notices_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_consent_notices_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "privacy_requests_application_idx" ON "privacy_requests" USING btree ("application_id");
  CREATE INDEX "privacy_requests_state_idx" ON "privacy_requests" USING btree ("state");
  CREATE INDEX "privacy_requests_answer_by_idx" ON "privacy_requests" USING btree ("answer_by");
  CREATE INDEX "privacy_requests_updated_at_idx" ON "privacy_requests" USING btree ("updated_at");
  CREATE INDEX "privacy_requests_created_at_idx" ON "privacy_requests" USING btree ("created_at");
  CREATE UNIQUE INDEX "consent_notices_locales_locale_parent_id_unique" ON "consent_notices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_consent_notices_v_created_at_idx" ON "_consent_notices_v" USING btree ("created_at");
  CREATE INDEX "_consent_notices_v_updated_at_idx" ON "_consent_notices_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_consent_notices_v_locales_locale_parent_id_unique" ON "_consent_notices_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_privacy_requests_fk" FOREIGN KEY ("privacy_requests_id") REFERENCES "public"."privacy_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_privacy_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("privacy_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "privacy_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_notices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_notices_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_consent_notices_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_consent_notices_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "privacy_requests" CASCADE;
  DROP TABLE "consent_notices" CASCADE;
  DROP TABLE "consent_notices_locales" CASCADE;
  DROP TABLE "_consent_notices_v" CASCADE;
  DROP TABLE "_consent_notices_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_privacy_requests_fk";
  
  DROP INDEX "payload_locked_documents_rels_privacy_requests_id_idx";
  ALTER TABLE "contact_messages" DROP COLUMN "consents_privacy";
  ALTER TABLE "contact_messages" DROP COLUMN "consents_notice_version";
  ALTER TABLE "contact_messages" DROP COLUMN "consents_agreed_at";
  ALTER TABLE "applications" DROP COLUMN "consents_privacy";
  ALTER TABLE "applications" DROP COLUMN "consents_unique_id";
  ALTER TABLE "applications" DROP COLUMN "consents_sensitive";
  ALTER TABLE "applications" DROP COLUMN "consents_notice_version";
  ALTER TABLE "applications" DROP COLUMN "consents_agreed_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "privacy_requests_id";
  ALTER TABLE "settings" DROP COLUMN "privacy_ask_citizenship_no";
  ALTER TABLE "settings" DROP COLUMN "privacy_officer_phone";
  ALTER TABLE "settings" DROP COLUMN "privacy_officer_email";
  ALTER TABLE "settings_locales" DROP COLUMN "privacy_citizenship_no_legal_basis";
  ALTER TABLE "settings_locales" DROP COLUMN "privacy_officer_name";
  ALTER TABLE "settings_locales" DROP COLUMN "privacy_officer_position";
  DROP TYPE "public"."enum_privacy_requests_kind";
  DROP TYPE "public"."enum_privacy_requests_state";`)
}
