'use client'

import { Button, toast, useConfig, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'

import type { AdminTranslationKey, AdminTranslations } from '../../admin-translations'
import styles from '../applications/admin/admin.module.css'
import { postAction } from '../shared/post-action'

type Row = { department?: number | { id: number; name?: string } | null }

/**
 * 추가 합격 in the round's sidebar: a department of the round and the offer's enrolment deadline, then the department's
 * best-ranked 예비 is admitted and mailed (POST /cms-api/admission-rounds/{id}/promote-waitlist), one per press.
 */
export function PromoteWaitlist() {
  const { id, collectionSlug } = useDocumentInfo()
  const rows = useFormFields(([fields]) => fields.departments?.rows?.length ?? 0)
  const departments = useFormFields(([fields]) =>
    Array.from({ length: rows }, (_, index) => fields[`departments.${index}.department`]?.value as Row['department']).map((value) => (typeof value === 'object' && value ? value.id : value)).filter((value): value is number => typeof value === 'number'),
  )
  const { config } = useConfig()
  const { t } = useTranslation<AdminTranslations, AdminTranslationKey>()
  const [department, setDepartment] = useState('')
  const [deadline, setDeadline] = useState('')
  const [busy, setBusy] = useState(false)
  const departmentId = useId()
  const deadlineId = useId()
  if (!id) return null

  async function promote() {
    setBusy(true)
    try {
      // The deadline is typed in Korean time, whatever the browser's own zone.
      const { ok, message } = await postAction(`${config.serverURL}${config.routes.api}/${collectionSlug}/${id}/promote-waitlist`, { department, deadline: `${deadline}:00+09:00` })
      if (ok) toast.success(message ?? '')
      else toast.error(message ?? t('applications:failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={styles.decision} aria-label={t('enrolment:promoteHeading')}>
      <h3 className={styles.heading}>{t('enrolment:promoteHeading')}</h3>
      <p>{t('enrolment:promoteIntro')}</p>
      <label htmlFor={departmentId} className={styles.label}>
        {t('enrolment:department')}
      </label>
      <DepartmentChoice id={departmentId} departments={departments} value={department} onChange={setDepartment} />
      <label htmlFor={deadlineId} className={styles.label}>
        {t('enrolment:deadline')}
      </label>
      <input id={deadlineId} className={styles.reason} type="datetime-local" value={deadline} onChange={(event) => setDeadline(event.target.value)} />
      <div className={styles.actions}>
        <Button buttonStyle="primary" size="small" disabled={busy || !department || !deadline} onClick={promote}>
          {t('enrolment:promote')}
        </Button>
      </div>
    </section>
  )
}

/** The round's departments by name (read once from the REST API in the admin's language). */
function DepartmentChoice({ id, departments, value, onChange }: { id: string; departments: number[]; value: string; onChange: (value: string) => void }) {
  const names = useDepartmentNames(departments)
  return (
    <select id={id} className={styles.reason} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="" />
      {departments.map((department) => (
        <option key={department} value={String(department)}>
          {names[department] ?? department}
        </option>
      ))}
    </select>
  )
}

function useDepartmentNames(departments: number[]): Record<number, string> {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const [names, setNames] = useState<Record<number, string>>({})
  const key = departments.join(',')
  useEffect(() => {
    if (!key) return
    const url = `${config.serverURL}${config.routes.api}/departments?depth=0&limit=100&locale=${i18n.language}&where[id][in]=${key}`
    fetch(url, { credentials: 'include' })
      .then((response) => response.json())
      .then(({ docs }: { docs: { id: number; name: string }[] }) => setNames(Object.fromEntries(docs.map((doc) => [doc.id, doc.name]))))
      .catch(() => setNames({}))
  }, [config.serverURL, config.routes.api, i18n.language, key])
  return names
}
