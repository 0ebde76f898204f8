import { ApplyCall } from '@/components/admissions/apply-call'
import { RoundScheduleView } from '@/components/admissions/round-schedule'
import type { SubMenuPageData } from '@/lib/content/sub-menu-page'

import { ContentSection } from './content-section'
import { MenuPageFrame, menuTrail } from './menu-page-frame'

/** `/{menu}/{submenu}` (and its `?page=N`): a menu-driven page, its content chosen by the pair; admission pages lead to the application form. */
export function SubMenuPage({ data, page }: { data: SubMenuPageData; page: number }) {
  const { locale, menu, submenu, sectionPath, menuPage, menus, admissions } = data
  return (
    <MenuPageFrame menus={menus} menuSlug={menu} submenuSlug={submenu} heading={menuPage.title} trail={menuTrail(menus, menu, submenu, menuPage.title)}>
      {admissions && <ApplyCall window={admissions.period} locale={locale} withStatusLink />}
      {admissions?.schedule && <RoundScheduleView schedule={admissions.schedule} locale={locale} />}
      <ContentSection sectionKey={sectionPath} locale={locale} page={page} basePath={`/${sectionPath}`} menuPage={menuPage} />
    </MenuPageFrame>
  )
}
