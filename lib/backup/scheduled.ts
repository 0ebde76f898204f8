import path from 'node:path'

import type { Payload } from 'payload'

import type { Setting } from '@/cms/payload-types'

import { loggableError } from '../payload/errors'
import type { RunTrigger } from '../retention/kinds'
import { pruneArchives } from './prune'
import { runRecordedBackup } from './run'
import { backupKeep } from './settings'
import { backupDue } from './rules'
import { readBackupStatus } from './status'

/** The scheduled run: a backup when due, then the pruning of old archives, each deletion recorded. Returns the archive's name. */
export async function runScheduledBackup(payload: Payload, now = new Date()): Promise<string | null> {
  const settings = (await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true })) as Setting
  const hour = settings.backups?.hour ?? 2
  if (!backupDue(await readBackupStatus(), hour, now)) return null
  try {
    const result = await runRecordedBackup()
    payload.logger.info({ msg: 'Backup written', archive: path.basename(result.archive), bytes: result.bytes, seconds: result.seconds, offsite: Boolean(result.offsite) })
    await pruneAndRecord(payload, 'schedule')
    return path.basename(result.archive)
  } catch (error) {
    payload.logger.error({ msg: 'The daily backup failed', error: loggableError(error) })
    throw error
  }
}

/**
 * Deletes the archives past their keeping on every target and writes a line of the destruction register when any
 * went (every archive holds personal data: accounts at least), with what could not be deleted.
 */
export async function pruneAndRecord(payload: Payload, trigger: RunTrigger): Promise<void> {
  const startedAt = new Date().toISOString()
  const outcome = await pruneArchives()
  if (outcome.deleted === 0 && outcome.failed === 0 && outcome.problems.length === 0) return
  const keep = backupKeep()
  const rule = `최근 ${keep.daily}일·${keep.weekly}주·${keep.monthly}개월의 백업만 보관`
  await payload.create({
    collection: 'destruction-register',
    data: {
      startedAt,
      finishedAt: new Date().toISOString(),
      trigger,
      status: outcome.failed > 0 || outcome.problems.length > 0 ? 'partial' : 'done',
      summary: outcome.failed > 0 ? `백업 ${outcome.deleted}개 파기, ${outcome.failed}개 남김` : `백업 ${outcome.deleted}개 파기`,
      destroyed: outcome.deleted,
      failed: outcome.failed,
      lines: [{ kind: 'backup-archives', rule, destroyed: outcome.deleted, failed: outcome.failed }],
      problems: outcome.problems.join('\n') || null,
    },
    overrideAccess: true,
  })
}
