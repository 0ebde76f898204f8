import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'
import { sql } from '@payloadcms/db-sqlite'

import { storedMobiles } from '../../../lib/registration/stored-mobiles'

/** Mobile numbers of applications sent before phones were kept as E.164 (`010-2345-6789` → `+821023456789`). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const rows = await db.all<{ id: number; mobile: string; nationality: string }>(sql`SELECT \`id\`, \`mobile\`, \`nationality\` FROM \`applications\`;`)
  for (const { id, mobile } of storedMobiles(rows)) await db.run(sql`UPDATE \`applications\` SET \`mobile\` = ${mobile} WHERE \`id\` = ${id};`)
}

/** E.164 reads back as the same number everywhere: nothing to undo. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
