import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-sqlite';
import { sql } from '@payloadcms/db-sqlite'

// The search index now also stores each text without its spaces (lib/search/terms.ts: searchableText). Emptied
// here, it is built again in the new form when the server starts (indexWhenEmpty in lib/search/index-document.ts).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DELETE FROM \`search_entries\`;`)
}

// The rows in the new form still match whatever the old code searches for.
export async function down(_args: MigrateDownArgs): Promise<void> {}
