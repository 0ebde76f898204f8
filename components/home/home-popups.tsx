'use client'

import { useTranslations } from 'next-intl'
import { useState, useSyncExternalStore } from 'react'

import type { Popup } from '@/lib/api/types'
import { storageReadable, subscribeToStorage } from '@/lib/browser/idle-storage'

import { PopupDialog } from './popup-dialog'
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
 * Non-modal popups placed by top/left percentages: no backdrop, a click outside does not close them. They appear only in
 * the browser, once the saved choices are known, after the page is interactive.
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

  return (
    <>
      {popups
        .filter((popup) => !hidden.has(popup.id))
        .map((popup) => (
          <PopupDialog key={popup.id} popup={popup} label={t('label')} onClose={() => close(popup.id)}>
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
        ))}
    </>
  )
}
