'use client'

import { Button, toast, useTranslation } from '@payloadcms/ui'

import type { AdminTranslationKey, AdminTranslations } from '../admin-translations'
import { useRecentProof } from './ask-again'

/**
 * 인증 코드 입력, beside the controls of Payload's own whose acts are sensitive and which no button of ours starts (its
 * delete, of one document or many, its unlock, a list's read or change of many rows): the code is given here ahead,
 * for the next ten minutes. Without it the server refuses those acts with its message and changes nothing.
 */
export function ProveAhead() {
  const { t } = useTranslation<AdminTranslations, AdminTranslationKey>()
  const prove = useRecentProof()

  async function proveNow() {
    if (await prove()) toast.success(t('secondFactorAgain:ready'))
  }

  return (
    <Button buttonStyle="secondary" size="small" margin={false} onClick={() => void proveNow()}>
      {t('secondFactorAgain:ahead')}
    </Button>
  )
}
