import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The type is made anew: a value added with ADD VALUE cannot be used (as the default) in the migration's own transaction.
  await db.execute(sql`
   ALTER TABLE "users" ALTER COLUMN "type" DROP DEFAULT;
  ALTER TABLE "users" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_type";
  CREATE TYPE "public"."enum_users_type" AS ENUM('student', 'professor', 'editor', 'admissions', 'admin');
  ALTER TABLE "users" ALTER COLUMN "type" SET DATA TYPE "public"."enum_users_type" USING "type"::"public"."enum_users_type";
  ALTER TABLE "users" ALTER COLUMN "type" SET DEFAULT 'editor'::"public"."enum_users_type";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ALTER COLUMN "type" DROP DEFAULT;
  ALTER TABLE "users" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_type";
  CREATE TYPE "public"."enum_users_type" AS ENUM('student', 'professor', 'admin');
  ALTER TABLE "users" ALTER COLUMN "type" SET DATA TYPE "public"."enum_users_type" USING "type"::"public"."enum_users_type";
  ALTER TABLE "users" ALTER COLUMN "type" SET DEFAULT 'student'::"public"."enum_users_type";`)
}
