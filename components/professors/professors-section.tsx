import { Tabs, TabsContent, TabsList, TabsTrigger } from '@radix-ui/react-tabs'
import { getTranslations } from 'next-intl/server'

import { EmptyState } from '@/components/content/empty-state'
import type { Locale } from '@/lib/api/types'
import { getProfessorGroups, type ProfessorKind } from '@/lib/content/professors'

import { ProfessorCard } from './professor-card'
import { ProfessorPicker } from './professor-picker'
import styles from './professors.module.css'

/** Professors of one kind in tabs by subject group; every group and profile is in the HTML (`forceMount`), the inactive ones hidden by CSS. */
export async function ProfessorsSection({ locale, kind }: { locale: Locale; kind: ProfessorKind }) {
  const [groups, t] = await Promise.all([getProfessorGroups(kind, locale), getTranslations({ locale, namespace: 'professors' })])
  const entries = Object.entries(groups)
  if (entries.length === 0) return <EmptyState />
  return (
    <Tabs defaultValue="0" className={styles.section}>
      <TabsList aria-label={t('groups')} className={styles.groupTabs}>
        {entries.map(([group], index) => (
          <TabsTrigger key={group} value={String(index)} className={styles.groupTab}>
            {group}
          </TabsTrigger>
        ))}
      </TabsList>
      {entries.map(([group, professors], index) => (
        <TabsContent key={group} value={String(index)} forceMount className={styles.tabPanel}>
          <ProfessorPicker
            label={t('members', { group })}
            names={professors.map((professor) => professor.name)}
            panels={professors.map((professor) => (
              <ProfessorCard key={professor.id} professor={professor} locale={locale} />
            ))}
          />
        </TabsContent>
      ))}
    </Tabs>
  )
}
