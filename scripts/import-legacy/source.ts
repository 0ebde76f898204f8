import mysql from 'mysql2/promise'

export type Row = Record<string, unknown>

/** The old site's database, read only. */
export type Source = { rows: (table: string, options?: { where?: string; orderBy?: string }) => Promise<Row[]>; has: (table: string) => boolean; close: () => Promise<void> }

/**
 * Connects to the old database and lists its tables; a wrong password, an unknown database or a server that
 * does not answer is an error with a plain message, before anything is written. Dates come as the database's
 * text (the old site's times are Seoul times; `0000-00-00` exists), decoded by ./values.ts.
 */
export async function openSource(url: string): Promise<Source> {
  let connection: mysql.Connection
  try {
    connection = await mysql.createConnection({ uri: url, dateStrings: true, charset: 'utf8mb4', connectTimeout: 10_000, supportBigNumbers: true, bigNumberStrings: false })
  } catch (error) {
    throw new Error(explainConnectionError(error as NodeJS.ErrnoException & { sqlMessage?: string }, url))
  }
  const [tables] = await connection.query<mysql.RowDataPacket[]>('SHOW TABLES')
  const names = new Set(tables.map((row) => String(Object.values(row)[0])))
  return {
    has: (table) => names.has(table),
    rows: async (table, { where, orderBy = 'id' } = {}) => {
      if (!names.has(table)) return []
      const [rows] = await connection.query<mysql.RowDataPacket[]>(`SELECT * FROM \`${table}\`${where ? ` WHERE ${where}` : ''} ORDER BY ${orderBy}`)
      return rows as Row[]
    },
    close: () => connection.end(),
  }
}

function explainConnectionError(error: NodeJS.ErrnoException & { sqlMessage?: string }, url: string): string {
  const { hostname, port, pathname } = new URL(url)
  const where = `${hostname}:${port || 3306}`
  switch (error.code) {
    case 'ER_ACCESS_DENIED_ERROR':
      return `The old database refused the user name or password (${where}). Check the user and password in --database.`
    case 'ER_BAD_DB_ERROR':
      return `The old database server has no database named "${decodeURIComponent(pathname.slice(1))}" (${where}).`
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
      return `The old database server does not answer at ${where} (${error.code}). Is it running, and reachable from here?`
    default:
      return `The old database could not be opened (${where}): ${error.sqlMessage ?? error.message}`
  }
}
