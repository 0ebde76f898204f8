import { getTranslations } from 'next-intl/server'

import { Image } from '@/components/ui/image'
import type { Locale, Professor } from '@/lib/api/types'

import { ProfessorDetailsDialog } from './professor-details-dialog'
import styles from './professors.module.css'

/** A professor's short profile: photo, name, subject, office and details, with the details image behind "Load More". */
export async function ProfessorCard({ professor, locale }: { professor: Professor; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'professors' })
  return (
    <article className={styles.card}>
      {professor.photo && (
        <div className={styles.photo}>
          <Image src={professor.photo} alt={t('photoAlt', { name: professor.name })} fill sizes="220px" />
        </div>
      )}
      <div className={styles.info}>
        <h2 className={styles.professorName}>{professor.name}</h2>
        <p className={styles.subject}>{professor.subject.name}</p>
        {professor.address && (
          <p className={styles.office}>
            <span className={styles.officeLabel}>{t('office')}</span> {professor.address}
          </p>
        )}
        <div className={`rich-text ${styles.details}`} dangerouslySetInnerHTML={{ __html: professor.details }} />
        {professor.details_image && (
          <ProfessorDetailsDialog
            name={professor.name}
            image={
              <Image
                src={professor.details_image}
                alt={t('detailsAlt', { name: professor.name })}
                width={1600}
                height={1067}
                sizes="(max-width: 960px) 92vw, 880px"
                className={styles.detailsImage}
              />
            }
            labels={{ open: t('loadMore'), close: t('close') }}
          />
        )}
      </div>
    </article>
  )
}
