// PostgreSQL's own programs for the WAL archive (docs/operations.md, "Continuous archiving (PostgreSQL)"): Debian
// keeps them under /usr/lib/postgresql/VERSION/bin, only some of them on PATH.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const DEBIAN_ROOT = '/usr/lib/postgresql'

/** What to install when a program is missing: the client's for archiving, the server's for a restore. */
const PACKAGE_OF: Record<string, string> = { pg_receivewal: 'postgresql-client', pg_basebackup: 'postgresql-client', pg_archivecleanup: 'postgresql-client', postgres: 'postgresql', initdb: 'postgresql', pg_ctl: 'postgresql' }

export class MissingProgram extends Error {}

/** The path of PostgreSQL's program `name`: from PG_BIN, else Debian's newest version, else PATH. */
export function postgresProgram(name: keyof typeof PACKAGE_OF | string, env: Readonly<Record<string, string | undefined>> = process.env): string {
  const folders = env.PG_BIN
    ? [env.PG_BIN]
    : (fs.existsSync(DEBIAN_ROOT) ? fs.readdirSync(DEBIAN_ROOT, { withFileTypes: true }) : [])
        .filter((entry) => entry.isDirectory() && /^\d+$/.test(entry.name))
        .map((entry) => entry.name)
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join(DEBIAN_ROOT, version, 'bin'))
  const found = folders.map((folder) => path.join(folder, name)).find((file) => fs.existsSync(file))
  if (found) return found
  try {
    return execFileSync('which', [name]).toString().trim()
  } catch {
    throw new MissingProgram(`PostgreSQL's ${name} is not installed: on Debian, apt-get install ${PACKAGE_OF[name] ?? 'postgresql'} (or set PG_BIN to the folder holding it).`)
  }
}
