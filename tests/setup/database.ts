import path from 'node:path'

import { createClient } from '@libsql/client'
import { Client } from 'pg'

import type { ServerInfo } from './server-info'

type Value = string | number | null

/**
 * One statement on a test site's own database, for a state the API cannot make (a session that has expired) or
 * cannot show (the rows a sign-in left). Written with PostgreSQL's `$1` placeholders, rewritten to `?1` for SQLite.
 */
export async function query<Row = Record<string, unknown>>(site: ServerInfo, statement: string, values: Value[] = []): Promise<Row[]> {
  if (site.database === 'postgres') {
    const client = new Client({ connectionString: site.extraEnv.DATABASE_URL ?? process.env.DATABASE_URL })
    await client.connect()
    try {
      return (await client.query(statement, values)).rows as Row[]
    } finally {
      await client.end()
    }
  }
  // The site's own file (cms/db.ts), which the site may hold locked for a moment: wait as the site does.
  const client = createClient({ url: `file:${path.join(site.dataDir, 'site.db')}` })
  try {
    await client.execute('PRAGMA busy_timeout = 10000')
    return (await client.execute({ sql: statement.replace(/\$(\d+)/g, '?$1'), args: values })).rows as unknown as Row[]
  } finally {
    client.close()
  }
}
