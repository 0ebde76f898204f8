'use client'

import { useTranslations } from 'next-intl'
import { type CSSProperties, type ReactNode, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'

import { ContentLink } from '@/components/ui/content-link'
import type { Popup } from '@/lib/api/types'
import { storageReadable, subscribeToStorage } from '@/lib/browser/idle-storage'

import { POPUP_STORAGE_KEY, savedValue, suppressedIds } from './popup-storage'
import styles from './home-popups.module.css'

const today = () => new Date().getDate()

/**
 * The suppressed ids as a string, so the snapshot compares by value; null on the server and until storage may be
 * read (the page's first idle moment), where nothing is decided yet.
 */
const suppressedSnapshot = () => (storageReadable() ? suppressedIds(localStorage.getItem(POPUP_STORAGE_KEY), today()).join(',') : null)
const undecided = () => null

/**
 * Non-modal popups placed by top/left percentages: no backdrop, neither Escape nor a click
 * outside closes them. They appear only in the browser, once the saved choices are known, after the page is interactive.
 */
export function HomePopups({ popups }: { popups: Popup[] }) {
  const t = useTranslations('home.popup')
  const suppressed = useSyncExternalStore(subscribeToStorage, suppressedSnapshot, undecided)
  const [closed, setClosed] = useState<number[]>([])
  const [chosen, setChosen] = useState<number[]>([])
  if (suppressed === null) return null
  const hidden = new Set([...suppressed.split(',').filter(Boolean).map(Number), ...closed])

  const close = (id: number) => {
    localStorage.setItem(POPUP_STORAGE_KEY, savedValue(localStorage.getItem(POPUP_STORAGE_KEY), today(), id, chosen.includes(id)))
    setClosed((ids) => [...ids, id])
  }
  const toggle = (id: number, on: boolean) => setChosen((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)))

  return popups
    .filter((popup) => !hidden.has(popup.id))
    .map((popup) => (
      <PopupDialog key={popup.id} popup={popup} label={t('label')}>
        <div className={styles.footer}>
          <label className={styles.choice}>
            <input type="checkbox" checked={chosen.includes(popup.id)} onChange={(event) => toggle(popup.id, event.target.checked)} />
            {t('dontShowToday')}
          </label>
          <button type="button" className={styles.close} onClick={() => close(popup.id)}>
            {t('close')}
          </button>
        </div>
      </PopupDialog>
    ))
}

type PopupDialogProps = { popup: Popup; label: string; children: ReactNode }

/**
 * One popup: a non-modal `<dialog>` (the page stays usable); Escape does not close it. It takes the focus only from a
 * page nobody is at work on yet: it appears at the first idle moment, by which time a quick visitor may be typing a
 * search, and a focus moved into it would take the next Enter to its link and close the mobile menu around the box.
 */
function PopupDialog({ popup, label, children }: PopupDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const id = useId()
  useEffect(() => {
    const visitorAtWork = document.activeElement !== null && document.activeElement !== document.body
    // show() moves the focus into the dialog; the open attribute alone shows it where it stands in the tab order.
    if (visitorAtWork) dialog.current?.setAttribute('open', '')
    else dialog.current?.show()
  }, [])
  return (
    <dialog
      ref={dialog}
      className={styles.popup}
      style={{ '--popup-top': `${popup.top}%`, '--popup-left': `${popup.left}%` } as CSSProperties}
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-content`}
    >
      <h2 id={`${id}-label`} className="visually-hidden">
        {label}
      </h2>
      <div id={`${id}-content`} className={`rich-text ${styles.content}`} dangerouslySetInnerHTML={{ __html: popup.content }} />
      {popup.link && <ContentLink link={popup.link} className={`button-link ${styles.action}`} />}
      {children}
    </dialog>
  )
}
