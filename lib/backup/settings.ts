import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { s3Settings, type S3Settings } from '@/cms/object-storage'
import { dataDir } from '@/cms/storage-paths'

import type { Keep } from './keep'

type Env = Readonly<Record<string, string | undefined>>

/** Where archives are written: BACKUP_DIR, by default data/backups/ (kept out of the archives themselves). */
export const backupDir = (env: Env = process.env) => path.resolve(env.BACKUP_DIR?.trim() || path.join(dataDir, 'backups'))

const passphraseFile = () => path.join(dataDir, 'backup-passphrase.txt')

/**
 * The passphrase the archives are encrypted with: BACKUP_PASSPHRASE, else the one generated at first start into
 * data/backup-passphrase.txt (owner-only). Null when neither exists.
 */
export function backupPassphrase(env: Env = process.env): string | null {
  const fromEnv = env.BACKUP_PASSPHRASE?.trim()
  if (fromEnv) return fromEnv
  const file = passphraseFile()
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() || null : null
}

/**
 * Generates the backup passphrase once when BACKUP_PASSPHRASE is unset, keeps it owner-only in data/, and shows it
 * once, as the admin password is shown: on a terminal in full, in a service's log only by where it is. Without it no
 * archive can be opened, and an archive on the same disk as its passphrase protects nothing from a thief: the
 * message says to keep a copy off the machine.
 */
export function ensureBackupPassphrase(env: Env = process.env): void {
  if (backupPassphrase(env)) return
  const passphrase = crypto.randomBytes(24).toString('base64url')
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  fs.writeFileSync(passphraseFile(), `${passphrase}\n`, { mode: 0o600 })
  const shown = process.stdout.isTTY ? `: ${passphrase} (also in data/backup-passphrase.txt)` : ' into data/backup-passphrase.txt'
  console.log(`[site] Backup passphrase generated${shown}. Keep a copy off this machine: without it no backup can be restored.`)
}


export function backupKeep(env: Env = process.env): Keep {
  const count = (name: string, fallback: number) => {
    const value = Number(env[name])
    return Number.isInteger(value) && value >= 0 ? value : fallback
  }
  return { daily: count('BACKUP_KEEP_DAILY', 7), weekly: count('BACKUP_KEEP_WEEKLY', 4), monthly: count('BACKUP_KEEP_MONTHLY', 6) }
}

/** The off-machine copy: a bucket of its own (BACKUP_S3_*), never the site's upload bucket. Null when not configured. */
export function offsiteBucket(env: Env = process.env): (S3Settings & { prefix: string }) | null {
  const settings = s3Settings({
    S3_BUCKET: env.BACKUP_S3_BUCKET,
    S3_ENDPOINT: env.BACKUP_S3_ENDPOINT,
    S3_REGION: env.BACKUP_S3_REGION,
    S3_FORCE_PATH_STYLE: env.BACKUP_S3_FORCE_PATH_STYLE,
    S3_ACCESS_KEY_ID: env.BACKUP_S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: env.BACKUP_S3_SECRET_ACCESS_KEY,
  })
  if (!settings) return null
  const prefix = (env.BACKUP_S3_PREFIX?.trim() ?? 'backups/').replace(/^\/+/, '')
  return { ...settings, prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix }
}
