import { getTranslations } from 'next-intl/server'

import type { TabItemCollection } from '@/cms/collections/tab-items'
import type { Locale } from '@/lib/api/types'
import { getTabItems } from '@/lib/content/tab-items'

import { ContentTabs } from './widgets'

type Props = { locale: Locale; collection: TabItemCollection; title: string; description?: string }

/** The regulation page (tabs only) or a department page (its description, then tabs). */
export async function TabItemsSection({ locale, collection, title, description }: Props) {
  const [t, items] = await Promise.all([getTranslations('content'), getTabItems(collection, locale)])
  return (
    <>
      {description && <div className="rich-text" dangerouslySetInnerHTML={{ __html: description }} />}
      <ContentTabs items={items} label={t('sections', { title })} />
    </>
  )
}
