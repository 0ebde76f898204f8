'use client'

import { FormSubmit, useAuth, useDocumentInfo, useEditDepth, useForm, useFormModified, useHotkey, useOperation, useTranslation } from '@payloadcms/ui'
import { useRef } from 'react'

import { changesPapers, takesOverAccount } from '../../lib/auth/second-factor/sensitive-changes'
import { useRecentProof } from './ask-again'

type Document = Record<string, unknown>
type Actor = { id: number | string; twoFactorSince?: string | null }

/**
 * Which saves are sensitive acts, by collection (the server's hooks hold the same rules): an application's papers,
 * the steps of taking an account over, and any change of an applicant's file.
 */
const SENSITIVE_SAVES = {
  applications: (sent: Document, original: Document | null) => original !== null && changesPapers(sent, original),
  accounts: (sent: Document, original: Document | null, actor: Actor) => takesOverAccount(sent, original as { id: number } | null, actor),
  'applicant-files': (_sent: Document, original: Document | null) => original !== null,
} as const

/**
 * Payload's Save (the same button, label and Ctrl+S) for a collection whose saves may be sensitive acts: when this one
 * is and the session's code is over ten minutes old, the code is asked for first (cms/admin/ask-again.tsx), and the
 * form is submitted, through its own submit, only once it is given; on 취소 nothing is sent.
 */
export function ProvenSaveButton({ saves }: { saves: keyof typeof SENSITIVE_SAVES }) {
  const { t } = useTranslation()
  const { user } = useAuth()
  const { initialData, savedDocumentData, uploadStatus } = useDocumentInfo()
  const { getData, submit } = useForm()
  const modified = useFormModified()
  const operation = useOperation()
  const editDepth = useEditDepth()
  const prove = useRecentProof()
  const button = useRef<HTMLButtonElement>(null)
  const disabled = (operation === 'update' && !modified) || uploadStatus === 'uploading'

  useHotkey({ cmdCtrlKey: true, editDepth, keyCodes: ['s'] }, (event) => {
    event.preventDefault()
    event.stopPropagation()
    button.current?.click()
  })

  async function save() {
    if (uploadStatus === 'uploading' || !user) return
    const original = operation === 'update' ? ((savedDocumentData ?? initialData ?? {}) as Document) : null
    if (SENSITIVE_SAVES[saves](getData(), original, user as Actor) && !(await prove())) return
    await submit()
  }

  return (
    <FormSubmit buttonId="action-save" disabled={disabled} onClick={() => void save()} ref={button} size="medium" type="button">
      {t('general:save')}
    </FormSubmit>
  )
}
