import type { ReactNode } from 'react'

import { Tabs } from '@/components/ui/tabs'

import styles from './professors.module.css'

type Props = {
  label: string
  names: string[]
  /** One server-rendered profile per name, in the same order. */
  panels: ReactNode[]
}

/** The names of a subject group; hovering a name with a mouse, focusing it or clicking it shows that professor's profile. */
export function ProfessorPicker({ label, names, panels }: Props) {
  return (
    <Tabs
      label={label}
      orientation="vertical"
      selectOnMouseHover
      tabs={names.map((name, index) => ({ label: name, panel: panels[index] }))}
      className={styles.picker}
      classNames={{ list: styles.names, tab: styles.name, panel: styles.profile }}
    />
  )
}
