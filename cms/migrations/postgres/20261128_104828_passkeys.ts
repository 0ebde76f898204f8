import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_rights_records_change" ADD VALUE 'passkeyAdded';
  ALTER TYPE "public"."enum_rights_records_change" ADD VALUE 'passkeyRemoved';
  ALTER TABLE "users" ADD COLUMN "passkeys" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "rights_records" ALTER COLUMN "change" SET DATA TYPE text;
  DROP TYPE "public"."enum_rights_records_change";
  CREATE TYPE "public"."enum_rights_records_change" AS ENUM('accountCreated', 'roleChanged', 'stateChanged', 'accountDeleted', 'secondFactorEnrolled', 'secondFactorReset');
  ALTER TABLE "rights_records" ALTER COLUMN "change" SET DATA TYPE "public"."enum_rights_records_change" USING "change"::"public"."enum_rights_records_change";
  ALTER TABLE "users" DROP COLUMN "passkeys";`)
}
