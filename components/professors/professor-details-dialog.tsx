'use client'

import { lazy, Suspense, useState } from 'react'

import type { ProfessorDetailsProps } from './professor-details-modal'
import styles from './professors.module.css'

// The dialog and its image are fetched on the first "Load More", not with every content page.
const ProfessorDetailsModal = lazy(() => import('./professor-details-modal').then((module) => ({ default: module.ProfessorDetailsModal })))

/** "Load More": the professor's details image in a modal; closing it returns the focus to the button. */
export function ProfessorDetailsDialog(props: ProfessorDetailsProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={styles.loadMore}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => {
          // Safari does not focus a clicked button; the dialog returns the focus to whatever had it.
          event.currentTarget.focus()
          setOpen(true)
        }}
      >
        {props.labels.open}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ProfessorDetailsModal {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
