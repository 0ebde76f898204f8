import fs from 'node:fs'
import path from 'node:path'

import type { ArchivedFile } from './archive'

export const MANIFEST_FORMAT = 1

/** What an archive says about itself (its manifest.json), checked in full before a restore touches anything. */
export type Manifest = {
  format: typeof MANIFEST_FORMAT
  site: 'theology-school-site'
  createdAt: string
  appVersion: string
  database: 'sqlite' | 'postgres'
  /** The newest migration applied to the snapshot; a restore refuses an archive whose migration this code lacks. */
  lastMigration: string | null
  /** Rows per table of the snapshot. */
  rows: Record<string, number>
  /** Stored files the snapshot names that were not in storage when the backup ran (already lost then). */
  missingFiles: string[]
  /** Whether data/secrets.json (the keys when they are not in the environment) is in the archive. */
  secrets: boolean
  /** The first 16 hex digits of SHA-256 of the ENCRYPTION_KEY the encrypted fields need: not the key. */
  encryptionKeyId: string
  containsPersonalData: boolean
  files: ArchivedFile[]
}

export const appVersion = (): string => (JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as { version: string }).version

/** The part of a manifest a restore relies on, or a sentence saying what is wrong with it. */
export function manifestProblem(manifest: unknown): string | null {
  const value = manifest as Partial<Manifest> | null
  if (!value || value.site !== 'theology-school-site') return 'The archive is not a backup of this site.'
  if (value.format !== MANIFEST_FORMAT) return `The archive’s format (${String(value.format)}) is not one this version of the site reads.`
  if (value.database !== 'sqlite' && value.database !== 'postgres') return 'The archive’s manifest names no database.'
  if (!value.rows || !Array.isArray(value.files) || typeof value.encryptionKeyId !== 'string') return 'The archive’s manifest is incomplete.'
  return null
}
