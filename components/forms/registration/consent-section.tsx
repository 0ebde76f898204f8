'use client'

import { useTranslations } from 'next-intl'
import { get, useFormContext } from 'react-hook-form'

import { Link } from '@/i18n/navigation'

import { ConsentBox } from '../consent-box'
import formStyles from '../forms.module.css'
import styles from './registration.module.css'
import { fieldId, type RegistrationPrivacy, type RegistrationValues } from './values'

type Consent = 'consent_privacy' | 'consent_unique_id' | 'consent_sensitive'
const TITLES = { consent_privacy: 'privacy', consent_unique_id: 'uniqueId', consent_sensitive: 'sensitive' } as const

/**
 * The consents, last before the submit button, each with its own notice: the collection and use, the
 * resident number (only while it is asked, with its legal basis) and the church and faith history
 * (sensitive data, PIPA Art. 23). Unticked at first; the server refuses the application without them.
 */
export function ConsentSection({ privacy }: { privacy: RegistrationPrivacy }) {
  const t = useTranslations('registration.consent')
  const sections = useTranslations('registration.sections')
  const problems = useTranslations('registrationErrors')
  const { register, formState } = useFormContext<RegistrationValues>()
  const consents: Consent[] = privacy.askCitizenshipNo ? ['consent_privacy', 'consent_unique_id', 'consent_sensitive'] : ['consent_privacy', 'consent_sensitive']
  return (
    <section className={styles.section} aria-labelledby="registration-section-consents">
      <h2 id="registration-section-consents" className={styles.sectionTitle}>
        {sections('consents')}
      </h2>
      <p className={styles.requiredNote}>
        {t('intro')} <Link href="/privacy-policy">{t('policyLink')}</Link>
      </p>
      <div className={styles.consents}>
        {consents.map((name) => {
          const title = TITLES[name]
          const error = (get(formState.errors, name) as { message?: string } | undefined)?.message
          return (
            <ConsentBox
              key={name}
              id={fieldId(name)}
              label={t(title)}
              notice={privacy.notices[title]}
              noticeLabel={t('noticeLabel', { title: t(title) })}
              error={error}
              extra={name === 'consent_unique_id' && privacy.legalBasis ? <p className={formStyles.consentBasis}>{t('legalBasis', { basis: privacy.legalBasis })}</p> : undefined}
            >
              {(control) => <input {...control} type="checkbox" {...register(name, { required: problems('consentRequired') })} />}
            </ConsentBox>
          )
        })}
      </div>
    </section>
  )
}
