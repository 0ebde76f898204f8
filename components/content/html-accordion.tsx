import * as Accordion from '@radix-ui/react-accordion'

import styles from './content.module.css'
import { ProtectedVideos } from './protected-videos'

export type AccordionEntry = { value: string; number?: number; title: string; html: string }

type Props = { entries: AccordionEntry[]; openValue?: string; protectVideos?: boolean }

/** Titles that open to server HTML; every answer stays in the page's HTML for crawlers, hidden by CSS when closed. */
export function HtmlAccordion({ entries, openValue, protectVideos = false }: Props) {
  return (
    <Accordion.Root type="single" collapsible defaultValue={openValue} className={styles.accordion}>
      {entries.map((entry) => (
        <Accordion.Item key={entry.value} value={entry.value} className={styles.accordionItem}>
          <Accordion.Header asChild>
            <h2 className={styles.accordionHeader}>
              <Accordion.Trigger className={styles.accordionTrigger}>
                {entry.number !== undefined && <span className={styles.number}>{entry.number}</span>}
                <span>{entry.title}</span>
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content forceMount className={`${styles.collapsible} ${styles.accordionPanel}`}>
            {protectVideos ? (
              <ProtectedVideos className="rich-text" html={entry.html} />
            ) : (
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: entry.html }} />
            )}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
