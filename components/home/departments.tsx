import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/server-link'

import styles from './home.module.css'

const DEPARTMENTS = [
  { key: 'ministry', path: '/department-guide/ministry-of-ministry' },
  { key: 'missiology', path: '/department-guide/department-of-missiology' },
  { key: 'pastoralMusic', path: '/department-guide/department-of-pastoral-music' },
] as const

export async function Departments() {
  const t = await getTranslations('home.departments')
  return (
    <section className={`${styles.section} ${styles.departments}`} aria-labelledby="home-departments">
      <div className={styles.sectionHeader}>
        <h2 id="home-departments">{t('heading')}</h2>
      </div>
      <ul className={styles.departmentGrid}>
        {DEPARTMENTS.map(({ key, path }) => (
          <li key={key} className={styles.department}>
            <h3 className={styles.cardTitle}>
              <Link href={path} className={styles.cardLink}>
                {t(`${key}.name`)}
              </Link>
            </h3>
            <p className={styles.cardText}>{t(`${key}.text`)}</p>
            <span className={styles.departmentMore} aria-hidden="true">
              {t('more')} →
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
