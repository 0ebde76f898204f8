'use client'

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@radix-ui/react-tabs'

import type { TabItem } from '@/lib/api/types'

import styles from './content.module.css'

/**
 * Titled panels of server HTML (Radix's tabs); a row of tabs on wide screens, a stacked list on narrow ones. Every
 * panel stays in the HTML for crawlers and visitors without scripts (`forceMount`); the styles hide inactive ones.
 */
export function ContentTabs({ items, label }: { items: TabItem[]; label: string }) {
  if (items.length === 0) return null
  return (
    <Tabs defaultValue="0" className={styles.tabs}>
      <TabsList aria-label={label} className={styles.tabList}>
        {items.map((item, index) => (
          <TabsTrigger key={index} value={String(index)} className={styles.tab}>
            {item.title}
          </TabsTrigger>
        ))}
      </TabsList>
      {items.map((item, index) => (
        <TabsContent key={index} value={String(index)} forceMount className={styles.tabPanel}>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.content }} />
        </TabsContent>
      ))}
    </Tabs>
  )
}
