import { getTranslations } from 'next-intl/server'

import { EmptyState } from '@/components/content/empty-state'
import { ProfessorGroups, ProfessorPicker } from '@/components/content/widgets'
import type { Locale } from '@/lib/api/types'
import { getProfessorGroups, type ProfessorKind } from '@/lib/content/professors'

import { ProfessorCard } from './professor-card'

/** Professors of one kind in tabs by subject group; every group and profile is in the HTML, the inactive ones hidden by CSS. */
export async function ProfessorsSection({ locale, kind }: { locale: Locale; kind: ProfessorKind }) {
  const [groups, t] = await Promise.all([getProfessorGroups(kind, locale), getTranslations({ locale, namespace: 'professors' })])
  const entries = Object.entries(groups)
  if (entries.length === 0) return <EmptyState />
  return (
    <ProfessorGroups
      label={t('groups')}
      groups={entries.map(([group, professors]) => ({
        name: group,
        panel: (
          <ProfessorPicker
            label={t('members', { group })}
            names={professors.map((professor) => professor.name)}
            panels={professors.map((professor) => (
              <ProfessorCard key={professor.id} professor={professor} locale={locale} />
            ))}
          />
        ),
      }))}
    />
  )
}
