import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_applications_faiths_office" AS ENUM('간사', '권사', '목사', '사모', '사부', '선교사', '안수집사', '집사', '장로', '전도사', '평신도', '기타');
  CREATE TYPE "public"."enum_applications_faiths_denomination" AS ENUM('감리교', '성결교', '순복음', '장로교', '침례교', '초교파', '기타');
  CREATE TYPE "public"."enum_applications_state" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_applications_locale" AS ENUM('ko', 'en');
  CREATE TYPE "public"."enum_applications_gender" AS ENUM('male', 'female');
  CREATE TYPE "public"."enum_applications_admit_status" AS ENUM('0', '1', '2');
  CREATE TYPE "public"."enum_applications_motive" AS ENUM('ICS학우소개', '교수진', '극동방송', '담임목사 추천', '인터넷 검색', '지인추천', '카이캄', '홍보용 전단지', '기타');
  CREATE TYPE "public"."enum_applicant_files_kind" AS ENUM('photo', 'document');
  CREATE TABLE "applications_faiths" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"location" varchar,
  	"office" "enum_applications_faiths_office",
  	"denomination" "enum_applications_faiths_denomination",
  	"year_of_faith" varchar
  );
  
  CREATE TABLE "applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"state" "enum_applications_state" DEFAULT 'pending' NOT NULL,
  	"student_number" varchar,
  	"rejection_reason" varchar,
  	"decided_at" timestamp(3) with time zone,
  	"user_id" integer,
  	"locale" "enum_applications_locale" DEFAULT 'ko',
  	"name_hangul" varchar NOT NULL,
  	"name_chinese" varchar,
  	"name_english" varchar NOT NULL,
  	"citizenship_no_masked" varchar,
  	"citizenship_no_encrypted" varchar,
  	"age" numeric,
  	"gender" "enum_applications_gender" NOT NULL,
  	"dob" varchar NOT NULL,
  	"mobile" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"photo_id" integer NOT NULL,
  	"last_education_start" varchar,
  	"last_education_end" varchar,
  	"last_school_name" varchar,
  	"last_education_department" varchar,
  	"last_education_special" varchar,
  	"job_company" varchar,
  	"job_position" varchar,
  	"job_address" varchar,
  	"admit_status" "enum_applications_admit_status",
  	"department_id" integer NOT NULL,
  	"motive" "enum_applications_motive",
  	"confession_of_faith_file_id" integer,
  	"study_plan_id" integer,
  	"theological_dissertation_file_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "applicant_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_applicant_files_kind" NOT NULL,
  	"original_name" varchar,
  	"owner_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  CREATE TABLE "student_number_counters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"prefix" varchar NOT NULL,
  	"last_sequence" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "applicant_files_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "student_number_counters_id" integer;
  ALTER TABLE "applications_faiths" ADD CONSTRAINT "applications_faiths_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_photo_id_applicant_files_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."applicant_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_confession_of_faith_file_id_applicant_files_id_fk" FOREIGN KEY ("confession_of_faith_file_id") REFERENCES "public"."applicant_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_study_plan_id_applicant_files_id_fk" FOREIGN KEY ("study_plan_id") REFERENCES "public"."applicant_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_theological_dissertation_file_id_applicant_files_id_fk" FOREIGN KEY ("theological_dissertation_file_id") REFERENCES "public"."applicant_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applicant_files" ADD CONSTRAINT "applicant_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "applications_faiths_order_idx" ON "applications_faiths" USING btree ("_order");
  CREATE INDEX "applications_faiths_parent_id_idx" ON "applications_faiths" USING btree ("_parent_id");
  CREATE INDEX "applications_state_idx" ON "applications" USING btree ("state");
  CREATE UNIQUE INDEX "applications_student_number_idx" ON "applications" USING btree ("student_number");
  CREATE INDEX "applications_user_idx" ON "applications" USING btree ("user_id");
  CREATE INDEX "applications_email_idx" ON "applications" USING btree ("email");
  CREATE INDEX "applications_photo_idx" ON "applications" USING btree ("photo_id");
  CREATE INDEX "applications_department_idx" ON "applications" USING btree ("department_id");
  CREATE INDEX "applications_confession_of_faith_file_idx" ON "applications" USING btree ("confession_of_faith_file_id");
  CREATE INDEX "applications_study_plan_idx" ON "applications" USING btree ("study_plan_id");
  CREATE INDEX "applications_theological_dissertation_file_idx" ON "applications" USING btree ("theological_dissertation_file_id");
  CREATE INDEX "applications_updated_at_idx" ON "applications" USING btree ("updated_at");
  CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");
  CREATE INDEX "applicant_files_owner_idx" ON "applicant_files" USING btree ("owner_id");
  CREATE INDEX "applicant_files_updated_at_idx" ON "applicant_files" USING btree ("updated_at");
  CREATE INDEX "applicant_files_created_at_idx" ON "applicant_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "applicant_files_filename_idx" ON "applicant_files" USING btree ("filename");
  CREATE UNIQUE INDEX "student_number_counters_prefix_idx" ON "student_number_counters" USING btree ("prefix");
  CREATE INDEX "student_number_counters_updated_at_idx" ON "student_number_counters" USING btree ("updated_at");
  CREATE INDEX "student_number_counters_created_at_idx" ON "student_number_counters" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_applications_fk" FOREIGN KEY ("applications_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_applicant_files_fk" FOREIGN KEY ("applicant_files_id") REFERENCES "public"."applicant_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_student_number_counters_fk" FOREIGN KEY ("student_number_counters_id") REFERENCES "public"."student_number_counters"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("applications_id");
  CREATE INDEX "payload_locked_documents_rels_applicant_files_id_idx" ON "payload_locked_documents_rels" USING btree ("applicant_files_id");
  CREATE INDEX "payload_locked_documents_rels_student_number_counters_id_idx" ON "payload_locked_documents_rels" USING btree ("student_number_counters_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "applications_faiths" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "applicant_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "student_number_counters" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "applications_faiths" CASCADE;
  DROP TABLE "applications" CASCADE;
  DROP TABLE "applicant_files" CASCADE;
  DROP TABLE "student_number_counters" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_applicant_files_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_student_number_counters_fk";
  
  DROP INDEX "payload_locked_documents_rels_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_applicant_files_id_idx";
  DROP INDEX "payload_locked_documents_rels_student_number_counters_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "applicant_files_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "student_number_counters_id";
  DROP TYPE "public"."enum_applications_faiths_office";
  DROP TYPE "public"."enum_applications_faiths_denomination";
  DROP TYPE "public"."enum_applications_state";
  DROP TYPE "public"."enum_applications_locale";
  DROP TYPE "public"."enum_applications_gender";
  DROP TYPE "public"."enum_applications_admit_status";
  DROP TYPE "public"."enum_applications_motive";
  DROP TYPE "public"."enum_applicant_files_kind";`)
}
