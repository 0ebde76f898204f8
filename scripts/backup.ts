// `npm run backup`: one encrypted archive of the whole site (database, stored files, local keys, manifest) into
// BACKUP_DIR, copied to the backup bucket when one is configured; older archives pruned. Its last line is the archive's path.
import { runRecordedBackup } from '../lib/backup/run'

try {
  const result = await runRecordedBackup()
  const files = result.manifest.files.filter((file) => file.name.startsWith('files/')).length
  console.info(`Backed up ${Object.values(result.manifest.rows).reduce((sum, rows) => sum + rows, 0)} rows and ${files} stored files in ${result.seconds.toFixed(1)} s: ${result.bytes} bytes.`)
  if (result.manifest.missingFiles.length > 0) console.warn(`${result.manifest.missingFiles.length} file(s) the database names were already missing from storage: ${result.manifest.missingFiles.slice(0, 5).join(', ')}`)
  if (result.offsite) console.info(`Copied to ${result.offsite}.`)
  console.info(result.archive)
  process.exit(0)
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
