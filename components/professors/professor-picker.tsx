'use client'

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@radix-ui/react-tabs'
import { type ReactNode, useState } from 'react'

import styles from './professors.module.css'

type Props = {
  label: string
  names: string[]
  /** One server-rendered profile per name, in the same order; all stay in the HTML, the styles hide the others. */
  panels: ReactNode[]
}

/** The names of a subject group (vertical tabs); hovering a name with a mouse, focusing it or clicking it shows that professor's profile. */
export function ProfessorPicker({ label, names, panels }: Props) {
  const [selected, setSelected] = useState('0')
  return (
    <Tabs value={selected} onValueChange={setSelected} orientation="vertical" className={styles.picker}>
      <TabsList aria-label={label} className={styles.names}>
        {names.map((name, index) => (
          <TabsTrigger
            key={index}
            value={String(index)}
            className={styles.name}
            onPointerEnter={(event) => {
              if (event.pointerType === 'mouse') setSelected(String(index))
            }}
          >
            {name}
          </TabsTrigger>
        ))}
      </TabsList>
      {panels.map((panel, index) => (
        <TabsContent key={index} value={String(index)} forceMount className={styles.profile}>
          {panel}
        </TabsContent>
      ))}
    </Tabs>
  )
}
