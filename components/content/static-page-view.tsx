import type { ReactNode } from 'react'

import type { StaticPage } from '@/lib/api/types'

import styles from './content.module.css'

/** A static page: a banner with its title, then its HTML, then what the route adds (the privacy officer). */
export function StaticPageView({ page, children }: { page: StaticPage; children?: ReactNode }) {
  return (
    <article className={styles.staticPage}>
      <div className={styles.banner}>
        <h1>{page.title}</h1>
      </div>
      <div className={`rich-text ${styles.staticBody}`} dangerouslySetInnerHTML={{ __html: page.content }} />
      {children}
    </article>
  )
}
