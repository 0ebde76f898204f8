import type { ReactNode } from 'react'

import { Breadcrumb } from '@/components/content/breadcrumb'

import styles from './pages.module.css'

type Props = { title: string; intro?: string; children: ReactNode }

/** The frame of the form and dashboard pages: breadcrumb, the page's one heading, an optional lead text. */
export function PageFrame({ title, intro, children }: Props) {
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb trail={[{ label: title }]} />
      <h1 className={styles.heading}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </div>
  )
}
