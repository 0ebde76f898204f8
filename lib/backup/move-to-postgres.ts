import { createClient, type Client as SqliteClient } from '@libsql/client'
import { Client as PostgresClient } from 'pg'

/**
 * Filled by the target's own migrations. Each database has its own migrations (names differ); both databases are at
 * this version's last one when the rows are copied, and their tables and columns are compared.
 */
const MIGRATIONS_TABLE = 'payload_migrations'
/** PostgreSQL takes at most 65,535 parameters in one statement. */
const MAX_PARAMETERS = 60_000

type Column = { name: string; type: string }

const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`

/** A SQLite value as PostgreSQL's column of `type` takes it: SQLite keeps booleans as 0/1 and blobs as bytes. */
function converted(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null
  if (type === 'boolean') return Boolean(Number(value))
  if (type === 'bytea') return Buffer.from(value as ArrayBuffer)
  if ((type === 'jsonb' || type === 'json') && typeof value !== 'string') return JSON.stringify(value)
  return typeof value === 'bigint' ? value.toString() : value
}

/** Every table of the schema with its columns, and the tables each one refers to. */
async function targetSchema(target: PostgresClient) {
  const { rows } = await target.query<{ table_name: string; column_name: string; data_type: string }>(
    `SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
  )
  const columns = new Map<string, Column[]>()
  for (const row of rows) columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), { name: row.column_name, type: row.data_type }])
  const { rows: references } = await target.query<{ child: string; parent: string }>(
    `SELECT DISTINCT cl.relname AS child, parent.relname AS parent FROM pg_constraint c
       JOIN pg_class cl ON cl.oid = c.conrelid JOIN pg_class parent ON parent.oid = c.confrelid
       JOIN pg_namespace n ON n.oid = cl.relnamespace
      WHERE c.contype = 'f' AND n.nspname = current_schema() AND cl.relname <> parent.relname`,
  )
  return { columns, references }
}

/** The tables in an order that inserts every row after the rows it refers to (Payload's schema has no cycles). */
function parentsFirst(tables: string[], references: { child: string; parent: string }[]): string[] {
  const ordered: string[] = []
  const placed = new Set<string>()
  const visit = (table: string, path: string[]) => {
    if (placed.has(table)) return
    if (path.includes(table)) throw new Error(`The tables refer to each other in a circle (${[...path, table].join(' -> ')}): they cannot be copied in order.`)
    for (const { parent } of references.filter((reference) => reference.child === table)) visit(parent, [...path, table])
    placed.add(table)
    ordered.push(table)
  }
  for (const table of [...tables].sort()) visit(table, [])
  return ordered
}

async function sqliteColumns(source: SqliteClient, table: string): Promise<string[]> {
  return (await source.execute({ sql: 'SELECT name FROM pragma_table_info(?)', args: [table] })).rows.map((row) => String(row.name))
}

/**
 * Copies every row of a SQLite site's database into an empty PostgreSQL database made by this version's migrations:
 * tables parents first, each in the order SQLite stored its rows (a row that refers to another of its table comes
 * after it), in one transaction, then each id sequence set past the highest id. Refuses databases whose tables or
 * columns differ (the SQLite database must be migrated to this version first, as the restore does). Returns the
 * rows copied.
 */
export async function copySqliteIntoPostgres(sqliteFile: string, postgresUrl: string): Promise<number> {
  const source = createClient({ url: `file:${sqliteFile}` })
  const target = new PostgresClient({ connectionString: postgresUrl })
  await target.connect()
  let copied = 0
  try {
    const { columns, references } = await targetSchema(target)
    const sourceTables = (await source.execute(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'`)).rows.map((row) => String(row.name))
    const differing = [...sourceTables.filter((table) => !columns.has(table)), ...[...columns.keys()].filter((table) => !sourceTables.includes(table))]
    if (differing.length > 0) throw new Error(`The archive's tables are not this version's (${differing.slice(0, 5).join(', ')}).`)

    await target.query('BEGIN')
    // Whatever the site wrote while its migrations ran (jobs it queues when it starts) makes way for the archive's rows.
    const copiedTables = [...columns.keys()].filter((table) => table !== MIGRATIONS_TABLE)
    await target.query(`TRUNCATE TABLE ${copiedTables.map(quoted).join(', ')} RESTART IDENTITY`)
    for (const table of parentsFirst(copiedTables, references)) {
      const targetColumns = columns.get(table)!
      const names = await sqliteColumns(source, table)
      const unknown = names.filter((name) => !targetColumns.some((column) => column.name === name))
      if (unknown.length > 0) throw new Error(`The archive's table ${table} has columns this version's lacks (${unknown.join(', ')}).`)
      const types = names.map((name) => targetColumns.find((column) => column.name === name)!.type)
      const perStatement = Math.max(1, Math.min(500, Math.floor(MAX_PARAMETERS / names.length)))
      for (let offset = 0; ; offset += perStatement) {
        const { rows } = await source.execute({ sql: `SELECT ${names.map(quoted).join(', ')} FROM ${quoted(table)} ORDER BY rowid LIMIT ? OFFSET ?`, args: [perStatement, offset] })
        if (rows.length === 0) break
        const values = rows.flatMap((row) => names.map((name, index) => converted(row[name], types[index])))
        const tuples = rows.map((_, rowIndex) => `(${names.map((__, index) => `$${rowIndex * names.length + index + 1}`).join(', ')})`)
        await target.query(`INSERT INTO ${quoted(table)} (${names.map(quoted).join(', ')}) VALUES ${tuples.join(', ')}`, values)
        copied += rows.length
      }
    }
    const { rows: sequences } = await target.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND (column_default LIKE 'nextval(%' OR is_identity = 'YES')`,
    )
    for (const { table_name: table, column_name: column } of sequences) {
      await target.query(`SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT max(${quoted(column)}) FROM ${quoted(table)}), 0) + 1, false)`, [quoted(table), column])
    }
    await target.query('COMMIT')
    return copied
  } catch (error) {
    await target.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    source.close()
    await target.end()
  }
}
