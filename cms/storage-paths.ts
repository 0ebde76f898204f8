import fs from 'node:fs'
import path from 'node:path'

/** Everything the running site writes lives under data/ (or DATA_DIR), never under public/. */
export const dataDir = path.resolve(process.env.DATA_DIR || path.join(process.cwd(), 'data'))
export const mediaDir = path.join(dataDir, 'media')
export const filesDir = path.join(dataDir, 'files')
export const privateFilesDir = path.join(dataDir, 'private')
export const captionsDir = path.join(dataDir, 'captions')

/**
 * Makes data/ readable by the site's own user only: the database, secrets, passwords and
 * applicants' files live there. New files of this process are created that way (umask), and what an
 * earlier version created more openly is narrowed.
 */
export function keepDataPrivate() {
  process.umask(0o077)
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  fs.chmodSync(dataDir, 0o700)
  for (const entry of fs.readdirSync(dataDir, { withFileTypes: true })) {
    fs.chmodSync(path.join(dataDir, entry.name), entry.isDirectory() ? 0o700 : 0o600)
  }
}
