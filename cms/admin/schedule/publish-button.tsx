'use client'

import { PublishButton, useDocumentInfo, useModal, useTranslation } from '@payloadcms/ui'
import type { Locale } from 'date-fns'
import type { PublishButtonClientProps } from 'payload'
import { useEffect } from 'react'

import { adminT } from '../../admin-translations'
import { staffDateOfPicker } from './picker-date'
import styles from './publish-button.module.css'

/** Payload's texts in its scheduling drawer that no translation reaches, and the words they become. */
const UNTRANSLATED = [
  { selector: '.rs__single-value, .rs__option', english: 'All', key: 'schedule:allLanguages' },
  { selector: '.react-datepicker-time__header', english: 'Time', key: 'schedule:timeCaption' },
] as const

/**
 * The drawer's date box shows the chosen moment as staff write it (2026-11-30 09:00) over Payload's wording of it;
 * while its calendar is open, Payload's own text is shown, the one it reads back what is typed in. Read again on
 * every change of the drawer's elements (a pick closes the calendar).
 */
function showStaffDate(root: Element, locale: Locale) {
  const input = root.querySelector('.date-time-picker input')
  const box = input?.parentElement
  if (!(input instanceof HTMLInputElement) || !box) return
  const shown = staffDateOfPicker(input.value, locale)
  box.classList.add(styles.staffDate)
  box.style.setProperty('--staff-date-indent', getComputedStyle(input).paddingLeft)
  if (box.dataset.staffDate !== shown) box.dataset.staffDate = shown
}

/**
 * Payload's publish button with its 게시 예약 drawer as an office expects it. Payload opens the drawer on
 * "게시 해제" for a document that was never published (it reads "no newer draft than the published one" as
 * "already published": @payloadcms/ui elements/PublishButton, `defaultType`, 3.90), so a worker who picked a
 * time would schedule a take-down: for such a document 게시 is chosen when the drawer opens. The drawer's
 * "All" (languages) and react-datepicker's "Time" caption are written in English by Payload whatever the
 * language; they are reworded where shown, and its date box writes the chosen moment in Payload's month-day-year
 * words with a 12-hour time whatever format is configured (showStaffDate). Remove each part when Payload fixes it.
 */
export function SchedulePublishButton(props: PublishButtonClientProps) {
  const { id, hasPublishedDoc } = useDocumentInfo()
  const { isModalOpen } = useModal()
  const { i18n, t } = useTranslation()
  const drawer = `schedule-publish-${id}`
  const open = id !== undefined && isModalOpen(drawer)

  useEffect(() => {
    if (!open) return
    const translate = adminT(t)
    let typeChosen = hasPublishedDoc
    const adjust = () => {
      const root = document.querySelector('.schedule-publish')
      if (!root) return
      if (!typeChosen) {
        const publish = document.getElementById(`field-${drawer}-type-publish`)
        if (publish instanceof HTMLInputElement) {
          if (!publish.checked) publish.click()
          typeChosen = true
        }
      }
      for (const { selector, english, key } of UNTRANSLATED) {
        for (const element of root.querySelectorAll(selector)) {
          const text = [...element.childNodes].find((node): node is Text => node instanceof Text && node.data === english)
          if (text) text.data = translate(key)
        }
      }
      showStaffDate(root, i18n.dateFNS)
    }
    adjust()
    const observer = new MutationObserver(adjust)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [open, hasPublishedDoc, drawer, t, i18n])

  return <PublishButton {...props} />
}
