import * as Tabs from '@radix-ui/react-tabs'

import type { TabItem } from '@/lib/api/types'

import styles from './content.module.css'

/** Titled panels of server HTML; a row of tabs on wide screens, a stacked list on narrow ones. Every panel stays in the HTML. */
export function ContentTabs({ items, label }: { items: TabItem[]; label: string }) {
  if (items.length === 0) return null
  return (
    <Tabs.Root defaultValue={String(items[0].id)} className={styles.tabs}>
      <Tabs.List aria-label={label} className={styles.tabList}>
        {items.map((item) => (
          <Tabs.Trigger key={item.id} value={String(item.id)} className={styles.tab}>
            {item.title}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {items.map((item) => (
        <Tabs.Content key={item.id} value={String(item.id)} forceMount className={styles.tabPanel}>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.content }} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
