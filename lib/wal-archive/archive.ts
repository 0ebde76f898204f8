// The PostgreSQL WAL archive (docs/operations.md, "Continuous archiving (PostgreSQL)"): base backups taken with
// pg_basebackup and every WAL record streamed by pg_receivewal into WAL_ARCHIVE_DIR, which a restore replays to any
// instant after the oldest base backup.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { postgresProgram } from './tools'

const run = promisify(execFile)

/** The replication slot the archiver streams through: PostgreSQL keeps each WAL record until the archive has it. */
export const DEFAULT_SLOT = 'school_site_wal_archive'
const BASE = 'base'
const WAL = 'wal'
const KEEP_DAYS = 7

export type ArchiveSettings = { dir: string; slot: string; databaseUrl: string }

/** WAL_ARCHIVE_DIR, WAL_ARCHIVE_SLOT and the PostgreSQL DATABASE_URL, or null when WAL_ARCHIVE_DIR is unset. */
export function archiveSettings(env: Readonly<Record<string, string | undefined>> = process.env): ArchiveSettings | null {
  const dir = env.WAL_ARCHIVE_DIR?.trim()
  if (!dir) return null
  const databaseUrl = env.DATABASE_URL ?? ''
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('WAL_ARCHIVE_DIR archives a PostgreSQL database: set DATABASE_URL to it.')
  return { dir: path.resolve(dir), slot: env.WAL_ARCHIVE_SLOT?.trim() || DEFAULT_SLOT, databaseUrl }
}

export const walDir = (settings: Pick<ArchiveSettings, 'dir'>) => path.join(settings.dir, WAL)

/** A finished base backup: its folder and the instant it became consistent (its folder's name). */
export type BaseBackup = { dir: string; finishedAt: Date; firstWal: string }

const stampOf = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')
const dateOf = (stamp: string) => new Date(stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'))

/** The finished base backups, oldest first (one being taken is in a `.taking-…` folder). */
export async function baseBackups(settings: Pick<ArchiveSettings, 'dir'>): Promise<BaseBackup[]> {
  const names = await fs.promises.readdir(path.join(settings.dir, BASE)).catch((): string[] => [])
  const backups = await Promise.all(
    names
      .filter((name) => /^\d{8}T\d{6}Z$/.test(name))
      .sort()
      .map(async (name) => {
        const dir = path.join(settings.dir, BASE, name)
        const label = await fs.promises.readFile(path.join(dir, 'backup_label'), 'utf8')
        // START WAL LOCATION: 0/2000028 (file 000000010000000000000002)
        const firstWal = /START WAL LOCATION: .*\(file ([0-9A-F]{24})\)/.exec(label)?.[1] ?? ''
        return { dir, finishedAt: dateOf(name), firstWal }
      }),
  )
  return backups
}

/** Takes a base backup (plain copy of the data directory, its own WAL included), named by the instant it finished. */
export async function takeBaseBackup(settings: ArchiveSettings): Promise<BaseBackup> {
  const folder = path.join(settings.dir, BASE)
  await fs.promises.mkdir(folder, { recursive: true, mode: 0o700 })
  const taking = path.join(folder, `.taking-${Date.now()}`)
  try {
    await run(postgresProgram('pg_basebackup'), ['--dbname', settings.databaseUrl, '--pgdata', taking, '--format', 'plain', '--wal-method', 'stream', '--checkpoint', 'fast', '--no-password'])
    // Named by the next whole second: an instant given to the second at or after its name finds it consistent.
    const finishedAt = new Date(Math.ceil(Date.now() / 1000) * 1000)
    await new Promise((resolve) => setTimeout(resolve, finishedAt.getTime() - Date.now()))
    const dir = path.join(folder, stampOf(finishedAt))
    await fs.promises.rename(taking, dir)
    return (await baseBackups(settings)).find((backup) => backup.dir === dir)!
  } finally {
    await fs.promises.rm(taking, { recursive: true, force: true })
  }
}

/**
 * Keeps a week: deletes the base backups older than KEEP_DAYS but the newest of them (a restore to a week ago needs
 * the one before), and the WAL older than the oldest kept one (pg_archivecleanup). Returns how many went.
 */
export async function pruneArchive(settings: ArchiveSettings, now = new Date()): Promise<number> {
  const backups = await baseBackups(settings)
  const limit = now.getTime() - KEEP_DAYS * 86_400_000
  const firstKept = Math.max(0, backups.findLastIndex((backup) => backup.finishedAt.getTime() <= limit))
  for (const old of backups.slice(0, firstKept)) await fs.promises.rm(old.dir, { recursive: true, force: true })
  const oldest = backups[firstKept]
  if (oldest?.firstWal) await run(postgresProgram('pg_archivecleanup'), [walDir(settings), oldest.firstWal])
  return firstKept
}

/** pg_receivewal's arguments: streams through the slot, each record flushed to disk as it arrives and reported back. */
export const receiveWalArgs = (settings: ArchiveSettings) => ['--directory', walDir(settings), '--dbname', settings.databaseUrl, '--slot', settings.slot, '--synchronous', '--no-password']

/** Creates the slot when PostgreSQL lacks it (a new server, or one restored from the archive). */
export async function ensureSlot(settings: ArchiveSettings): Promise<void> {
  await fs.promises.mkdir(walDir(settings), { recursive: true, mode: 0o700 })
  await run(postgresProgram('pg_receivewal'), ['--dbname', settings.databaseUrl, '--slot', settings.slot, '--create-slot', '--if-not-exists', '--no-password'])
}
