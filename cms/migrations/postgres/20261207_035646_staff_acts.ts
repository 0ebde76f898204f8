import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_rights_records_change" ADD VALUE 'accountUnlocked';
  ALTER TABLE "users" ADD COLUMN "second_factor_refusals" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "rights_records" ALTER COLUMN "change" SET DATA TYPE text;
  DROP TYPE "public"."enum_rights_records_change";
  CREATE TYPE "public"."enum_rights_records_change" AS ENUM('accountCreated', 'roleChanged', 'stateChanged', 'accountDeleted', 'secondFactorEnrolled', 'secondFactorReset', 'passkeyAdded', 'passkeyRemoved');
  ALTER TABLE "rights_records" ALTER COLUMN "change" SET DATA TYPE "public"."enum_rights_records_change" USING "change"::"public"."enum_rights_records_change";
  ALTER TABLE "users" DROP COLUMN "second_factor_refusals";`)
}
