'use client'

import type { ReactNode } from 'react'
import { Accordion, AccordionContent, AccordionHeader, AccordionItem, AccordionTrigger } from '@radix-ui/react-accordion'

import styles from './content.module.css'
import { ProtectedVideos } from './protected-videos'
import { TitleText } from '../ui/title-language-text'

/** `lang` marks a title written in another language than the page's (labelled with `languageLabel`); `after` is shown under the entry's text (e.g. a seminar's "add to calendar" link). */
export type AccordionEntry = { value: string; number?: number; title: string; lang?: 'ko'; html: string; after?: ReactNode }

type Props = { entries: AccordionEntry[]; openValue?: string; protectVideos?: boolean; languageLabel?: string }

/**
 * Titles in headings that each open their answer, one at a time (Radix's accordion). Every answer stays in the
 * page's HTML for crawlers and visitors without scripts (`forceMount`); the styles hide closed ones by `data-state`.
 */
export function HtmlAccordion({ entries, openValue, protectVideos = false, languageLabel = '' }: Props) {
  return (
    <Accordion type="single" collapsible defaultValue={openValue} className={styles.accordion}>
      {entries.map((entry) => (
        <AccordionItem key={entry.value} value={entry.value} className={styles.accordionItem}>
          <AccordionHeader asChild>
            <h2 className={styles.accordionHeader}>
              <AccordionTrigger className={styles.accordionTrigger}>
                {entry.number !== undefined && <span className={styles.number}>{entry.number}</span>}
                <span>
                  <TitleText text={entry.title} lang={entry.lang} label={languageLabel} />
                </span>
              </AccordionTrigger>
            </h2>
          </AccordionHeader>
          <AccordionContent forceMount className={`${styles.collapsible} ${styles.accordionPanel}`}>
            {protectVideos ? <ProtectedVideos className="rich-text" html={entry.html} videoLabel={entry.title} /> : <div className="rich-text" dangerouslySetInnerHTML={{ __html: entry.html }} />}
            {entry.after}
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  )
}
