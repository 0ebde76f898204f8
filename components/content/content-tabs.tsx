import { Tabs } from '@/components/ui/tabs'
import type { TabItem } from '@/lib/api/types'

import styles from './content.module.css'

/** Titled panels of server HTML; a row of tabs on wide screens, a stacked list on narrow ones. Every panel stays in the HTML. */
export function ContentTabs({ items, label }: { items: TabItem[]; label: string }) {
  if (items.length === 0) return null
  return (
    <Tabs
      label={label}
      tabs={items.map((item) => ({ label: item.title, panel: <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.content }} /> }))}
      className={styles.tabs}
      classNames={{ list: styles.tabList, tab: styles.tab, panel: styles.tabPanel }}
    />
  )
}
