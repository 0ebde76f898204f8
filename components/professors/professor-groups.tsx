'use client'

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'

import styles from './professors.module.css'

type Props = {
  label: string
  /** Each subject group's name and its server-rendered professors. */
  groups: { name: string; panel: ReactNode }[]
}

/** The subject groups as tabs (Radix's); every group stays in the HTML (`forceMount`), the inactive ones hidden by CSS. */
export function ProfessorGroups({ label, groups }: Props) {
  return (
    <Tabs defaultValue="0" className={styles.section}>
      <TabsList aria-label={label} className={styles.groupTabs}>
        {groups.map((group, index) => (
          <TabsTrigger key={group.name} value={String(index)} className={styles.groupTab}>
            {group.name}
          </TabsTrigger>
        ))}
      </TabsList>
      {groups.map((group, index) => (
        <TabsContent key={group.name} value={String(index)} forceMount className={styles.tabPanel}>
          {group.panel}
        </TabsContent>
      ))}
    </Tabs>
  )
}
