'use client'

import { Button, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import type { AdminTranslationKey, AdminTranslations } from '../../admin-translations'

/** The recovery codes' 인쇄 and 복사, which their introduction asks for: the codes are shown only this once. */
export function RecoveryCodeActions({ codes }: { codes: string[] }) {
  const { t } = useTranslation<AdminTranslations, AdminTranslationKey>()
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null)

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'))
      setCopied('copied')
    } catch {
      // No clipboard (an insecure address, a refused permission): the codes are still on screen to write down.
      setCopied('copyFailed')
    }
  }

  return (
    <div>
      <Button buttonStyle="secondary" size="medium" onClick={() => window.print()}>
        {t('secondFactor:print')}
      </Button>{' '}
      <Button buttonStyle="secondary" size="medium" onClick={() => void copy()}>
        {t('secondFactor:copy')}
      </Button>
      <p role="status">{copied && t(`secondFactor:${copied}`)}</p>
    </div>
  )
}
