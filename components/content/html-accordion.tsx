import { Accordion } from '@/components/ui/accordion'

import styles from './content.module.css'
import { ProtectedVideos } from './protected-videos'

export type AccordionEntry = { value: string; number?: number; title: string; html: string }

type Props = { entries: AccordionEntry[]; openValue?: string; protectVideos?: boolean }

/** Titles that open to server HTML; every answer stays in the page's HTML for crawlers, hidden by CSS when closed. */
export function HtmlAccordion({ entries, openValue, protectVideos = false }: Props) {
  const items = entries.map((entry) => ({
    value: entry.value,
    trigger: (
      <>
        {entry.number !== undefined && <span className={styles.number}>{entry.number}</span>}
        <span>{entry.title}</span>
      </>
    ),
    panel: protectVideos ? <ProtectedVideos className="rich-text" html={entry.html} /> : <div className="rich-text" dangerouslySetInnerHTML={{ __html: entry.html }} />,
  }))
  return (
    <Accordion
      items={items}
      initiallyOpen={openValue}
      header="h2"
      className={styles.accordion}
      classNames={{ item: styles.accordionItem, header: styles.accordionHeader, trigger: styles.accordionTrigger, panel: `${styles.collapsible} ${styles.accordionPanel}` }}
    />
  )
}
