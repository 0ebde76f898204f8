// Backup and restore of the running site as an operator runs them (`npm run backup`, `npm run restore` into a new data
// folder, as on a new machine): wall time of each command, the archive's size beside the data it holds.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { runScript } from '../lib/project.mjs'

const PASSPHRASE = 'bench-backup-passphrase'

function bytesUnder(dir) {
  if (!fs.existsSync(dir)) return 0
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'backups' ? sum : sum + bytesUnder(full)
    return sum + fs.statSync(full).size
  }, 0)
}

const megabytes = (bytes) => Number((bytes / 1e6).toFixed(1))

/** One row: `label`, the data's size, backup seconds, archive size, restore seconds. SQLite only (a restore into a new folder). */
export async function backupAndRestore(label, env, dataDir) {
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-site-bench-archives-'))
  const restoreDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-site-bench-restored-'))
  fs.rmSync(restoreDir, { recursive: true })
  try {
    const scriptEnv = { ...env, DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_PASSPHRASE: PASSPHRASE }
    let started = performance.now()
    await runScript('scripts/backup.ts', scriptEnv)
    const backupSeconds = (performance.now() - started) / 1000
    const [archive] = fs.readdirSync(backupDir).filter((name) => name.endsWith('.age'))
    const archiveBytes = fs.statSync(path.join(backupDir, archive)).size
    started = performance.now()
    await runScript('scripts/restore.ts', { ...scriptEnv, DATA_DIR: restoreDir }, [path.join(backupDir, archive)])
    const restoreSeconds = (performance.now() - started) / 1000
    return { site: label, 'data MB': megabytes(bytesUnder(dataDir)), 'backup s': Number(backupSeconds.toFixed(1)), 'archive MB': megabytes(archiveBytes), 'restore s': Number(restoreSeconds.toFixed(1)) }
  } finally {
    fs.rmSync(backupDir, { recursive: true, force: true })
    fs.rmSync(restoreDir, { recursive: true, force: true })
  }
}
