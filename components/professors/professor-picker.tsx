'use client'

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@radix-ui/react-tabs'
import { useState, type ReactNode } from 'react'

import styles from './professors.module.css'

type Props = {
  label: string
  names: string[]
  /** One server-rendered profile per name, in the same order. */
  panels: ReactNode[]
}

/** The names of a subject group; hovering a name with a mouse, focusing it or clicking it shows that professor's profile. */
export function ProfessorPicker({ label, names, panels }: Props) {
  const [active, setActive] = useState('0')
  return (
    <Tabs value={active} onValueChange={setActive} orientation="vertical" className={styles.picker}>
      <TabsList aria-label={label} className={styles.names}>
        {names.map((name, index) => (
          <TabsTrigger
            key={index}
            value={String(index)}
            className={styles.name}
            onPointerEnter={(event) => {
              if (event.pointerType === 'mouse') setActive(String(index))
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
