import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

export type ImportOptions = { database: string; storage: string; oldSiteUrl: string | null; dryRun: boolean }

export const USAGE = `usage: npm run import:legacy -- --database mysql://USER:PASSWORD@HOST:3306/DATABASE --storage /path/to/old/storage/app/public [--old-url https://old-site.example] [--dry-run]`

/** The command line, or the reason it cannot be used (before anything is read or written). */
export function readOptions(argv: string[]): ImportOptions | { problem: string } {
  let values
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: { database: { type: 'string' }, storage: { type: 'string' }, 'old-url': { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
      strict: true,
    }))
  } catch (error) {
    return { problem: (error as Error).message }
  }
  if (!values.database || !/^(mysql|mariadb):\/\//.test(values.database)) return { problem: '--database must be a mysql:// address of the old site’s database.' }
  if (!values.storage) return { problem: '--storage must name the old site’s storage/app/public folder.' }
  const storage = path.resolve(values.storage)
  if (!fs.existsSync(storage) || !fs.statSync(storage).isDirectory()) return { problem: `The storage folder ${storage} does not exist.` }
  const oldUrl = values['old-url']?.replace(/\/+$/, '') ?? null
  if (oldUrl && !/^https?:\/\/[^/]+$/.test(oldUrl)) return { problem: '--old-url must be the old site’s address, e.g. https://www.old-school.ac.kr' }
  return { database: values.database.replace(/^mariadb:/, 'mysql:'), storage, oldSiteUrl: oldUrl, dryRun: Boolean(values['dry-run']) }
}

/** The database address without its password, for the report. */
export const describeDatabase = (url: string) => {
  const parsed = new URL(url)
  return `${parsed.hostname}:${parsed.port || '3306'}${parsed.pathname}`
}
