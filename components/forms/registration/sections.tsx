'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { useWatch } from 'react-hook-form'

import type { Department } from '@/lib/api/types'
import { KOREA } from '@/lib/registration/korea'
import { ADMIT_STATUSES, GENDERS, MOTIVES } from '@/lib/registration/options'

import { AgeFromBirthDate, DateInput } from './date-input'
import { FaithTable } from './faith-table'
import { ChoiceGroup, FileInput, SelectInput, TextInput, type Choice } from './inputs'
import styles from './registration.module.css'
import { DOCUMENT_ACCEPT, DOCUMENTS, PHOTO_ACCEPT, type RegistrationValues } from './values'

type SectionName = 'personal' | 'academic' | 'support' | 'faith' | 'motivation' | 'documents' | 'consents'

function Section({ name, children, wide }: { name: SectionName; children: ReactNode; wide?: boolean }) {
  const t = useTranslations('registration.sections')
  return (
    <section className={styles.section} aria-labelledby={`registration-section-${name}`}>
      <h2 id={`registration-section-${name}`} className={styles.sectionTitle}>
        {t(name)}
      </h2>
      <div className={wide ? undefined : styles.grid}>{children}</div>
    </section>
  )
}

/**
 * A unique identifier only while the school's settings ask for one (its legal basis); otherwise the date of birth
 * serves. A Korean applicant gives the Hangul name and the resident number; one of another nationality may have no
 * Hangul name, and gives an alien registration or passport number (docs/api.md "Registration rules").
 */
export function PersonalSection({ askUniqueId, nationalities }: { askUniqueId: boolean; nationalities: Choice[] }) {
  const t = useTranslations('registration')
  const korean = useWatch<RegistrationValues, 'nationality'>({ name: 'nationality' }) === KOREA
  return (
    <Section name="personal">
      <SelectInput name="nationality" required hint={t('hints.nationality')} choices={nationalities} />
      <TextInput name="name_hangul" required={korean} hint={korean ? undefined : t('hints.name_hangul_foreign')} autoComplete={korean ? 'name' : 'off'} />
      <TextInput name="name_chinese" />
      <TextInput name="name_english" required autoComplete={korean ? undefined : 'name'} />
      {askUniqueId && korean && <TextInput name="citizenship_no" required hint={t('hints.citizenship_no')} inputMode="numeric" autoComplete="off" />}
      {askUniqueId && !korean && <TextInput name="passport_no" hint={t('hints.passport_no')} autoComplete="off" />}
      {askUniqueId && !korean && <TextInput name="alien_registration_no" hint={t('hints.alien_registration_no')} inputMode="numeric" autoComplete="off" />}
      <AgeFromBirthDate />
      <ChoiceGroup name="gender" required choices={GENDERS} />
      <TextInput name="mobile" type="tel" required hint={t('hints.mobile')} autoComplete="tel" />
      <TextInput name="email" type="email" required autoComplete="email" />
      <DateInput name="dob" required maxToday yearsBack={30} />
      <TextInput name="address" required autoComplete="address-line1" />
      <FileInput name="photo" kind="photo" required hint={t('hints.photo')} accept={PHOTO_ACCEPT} />
      <TextInput name="password" type="password" required hint={t('hints.password')} autoComplete="new-password" />
      <TextInput
        name="password_confirmation"
        type="password"
        required
        autoComplete="new-password"
        rules={{ validate: (value, values) => value === values.password || t('passwordMismatch') }}
      />
    </Section>
  )
}

export function AcademicSection() {
  return (
    <Section name="academic">
      <DateInput name="last_education_start" />
      <DateInput name="last_education_end" />
      <TextInput name="last_school_name" />
      <TextInput name="last_education_department" />
      <TextInput name="last_education_special" />
      <TextInput name="job_company" autoComplete="organization" />
      <TextInput name="job_position" autoComplete="organization-title" />
      <TextInput name="job_address" />
    </Section>
  )
}

export function SupportSection({ departments }: { departments: Department[] }) {
  return (
    <Section name="support">
      <ChoiceGroup name="admit_status" choices={ADMIT_STATUSES} />
      <SelectInput name="department_id" required choices={departments.map((department) => ({ value: String(department.id), label: department.name }))} />
    </Section>
  )
}

export function FaithSection() {
  return (
    <Section name="faith" wide>
      <FaithTable />
    </Section>
  )
}

export function MotivationSection() {
  return (
    <Section name="motivation">
      <SelectInput name="motive" choices={MOTIVES} />
    </Section>
  )
}

export function DocumentsSection() {
  const t = useTranslations('registration')
  return (
    <Section name="documents">
      {DOCUMENTS.map((name) => (
        <FileInput key={name} name={name} kind="document" hint={t('hints.documents')} accept={DOCUMENT_ACCEPT} />
      ))}
    </Section>
  )
}
