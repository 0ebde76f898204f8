'use client'

import { usePathname } from 'next/navigation'
import { Activity, use, useCallback, useEffect, useRef, useState, type ComponentType } from 'react'

import { useHydrated } from '@/components/ui/use-hydrated'

import styles from './forms.module.css'

type FormComponent<P, V> = ComponentType<P & { initialValues?: V }>

export type DeferredFormOptions<P, V> = {
  /** The form's code, imported in the browser (`import('./…')`). */
  load: () => Promise<FormComponent<P, V>>
  /**
   * The same component on the server, where the form renders in place into the page's HTML; null in the browser. The
   * caller writes `typeof window === 'undefined' ? require('./…') : null`: `typeof window` is settled when each bundle
   * is built, so the browser's bundle keeps no copy of that require and fetches the code only through `load`.
   */
  onServer: FormComponent<P, V> | null
  /** The `<form>` element's id, by which the code finds the server-rendered form. */
  formId: string
  /** What the visitor typed, picked or attached in the server's form before its code arrived. */
  valuesIn: (form: HTMLFormElement) => V
}

const FIRST_USE = ['pointerdown', 'focusin', 'keydown', 'input', 'change'] as const
// Answered by the form's code: held (click, submit) or seen (focusout, change) before it arrives, then replayed.
const REPLAYED = ['click', 'submit', 'focusout', 'change'] as const

/** Read by React's `use` at once, without suspending: its protocol for a promise already settled. */
const settled = <T,>(value: T): Promise<T> => Object.assign(Promise.resolve(value), { status: 'fulfilled', value })

type Loaded<P, V> = { Code: FormComponent<P, V>; initialValues: V | undefined }

/**
 * A form whose code (react-hook-form, its checks, its sending) is fetched when the visitor starts on it rather than
 * with the page. Until then React leaves the server's HTML in place, so what is typed, picked or attached stays and is
 * taken over. What the code would have answered in the meantime (a click on one of the form's buttons, a field left, a
 * choice changed, a submit) is replayed once it has taken over. If the code cannot arrive, the form posts to its page
 * (ScriptedForm).
 */
export function deferredForm<P extends object, V>({ load, onServer, formId, valuesIn }: DeferredFormOptions<P, V>): ComponentType<P> {
  /**
   * The form's code once it has arrived, for forms rendered afresh afterwards: on another visit in the same tab, or
   * when React starts a render over. React forgets the state of a form it has not shown yet, so each restart would
   * wait on a new pending promise, and a render React does not interrupt (its recovery from a hydration mismatch)
   * would never end.
   */
  let arrived: FormComponent<P, V> | null = null

  /**
   * The code, requested once: on the visitor's first touch, focus or key inside the form, or at once when React
   * renders the form in the browser rather than taking over the server's. Tried three times; when it cannot arrive,
   * `loaded` stays pending, so React keeps the server's form (which then posts to its page), and a form rendered in
   * the browser with no server's form to keep is fetched as a page instead (`whenLost`).
   */
  function formCode() {
    if (arrived) return { loaded: settled<Loaded<P, V>>({ Code: arrived, initialValues: undefined }), request: () => {}, failed: () => false }
    let failed = false
    let request: (from: HTMLFormElement | null, whenLost?: () => void) => void = () => {}
    const loaded = new Promise<Loaded<P, V>>((resolve) => {
      // `from`: the server's form the visitor started on, whose values the code takes over; null for a form rendered
      // in the browser, which starts empty (another page's form of the same id may still be in the document).
      request = (from, whenLost) => {
        request = () => {}
        const attempt = (left: number): Promise<void> =>
          load().then(
            (Code) => {
              arrived = Code
              resolve({ Code, initialValues: from?.isConnected ? valuesIn(from) : undefined })
            },
            () => {
              if (left > 0) return new Promise((again) => setTimeout(again, 1_000)).then(() => attempt(left - 1))
              failed = true
              if (!document.getElementById(formId)) whenLost?.()
            },
          )
        void attempt(2)
      }
    })
    return { loaded, request: (from: HTMLFormElement | null, whenLost?: () => void) => request(from, whenLost), failed: () => failed }
  }

  type FormProps = { props: P; loaded: Promise<Loaded<P, V>>; request: (from: null, whenLost: () => void) => void; onReady: () => void }

  function Form({ props, loaded, request, onReady }: FormProps) {
    // While React takes over the server's HTML the form can wait for its code; a render in the browser after that (a
    // client-side navigation, or an update that reached the form before its code) needs the code now.
    const hydrated = useHydrated()
    const page = usePathname()
    if (!onServer && hydrated) request(null, () => window.location.assign(page))
    const { Code, initialValues } = onServer ? { Code: onServer, initialValues: undefined } : use(loaded)
    useEffect(onReady, [onReady])
    return <Code {...props} initialValues={initialValues} />
  }

  return function DeferredForm(props: P) {
    const island = useRef<HTMLDivElement>(null)
    const replays = useRef<Event[] | null>([])
    const [code] = useState(formCode)

    // On the window, in the capture phase: React, at the document, stops the events aimed at a part it has not hydrated.
    useEffect(() => {
      const inForm = (event: Event) => island.current?.contains(event.target as Node) ?? false
      const start = (event: Event) => {
        if (inForm(event)) code.request(island.current?.querySelector<HTMLFormElement>(`#${CSS.escape(formId)}`) ?? null)
      }
      const keep = (event: Event) => {
        if (!inForm(event) || !replays.current || code.failed()) return
        const target = event.target as Element
        if (event.type === 'click' && !target.closest('button[type="button"]')) return
        if (event.type === 'click' || event.type === 'submit') {
          event.preventDefault()
          event.stopImmediatePropagation()
        }
        // One submit is enough: a second press while the code arrives would send the form twice.
        if (event.type === 'submit' && replays.current.some((kept) => kept.type === 'submit')) return
        replays.current.push(event)
        start(event)
      }
      for (const type of FIRST_USE) window.addEventListener(type, start, { capture: true, passive: true })
      for (const type of REPLAYED) window.addEventListener(type, keep, { capture: true })
      return () => {
        for (const type of FIRST_USE) window.removeEventListener(type, start, { capture: true })
        for (const type of REPLAYED) window.removeEventListener(type, keep, { capture: true })
      }
    }, [code])

    const onReady = useCallback(() => {
      const events = replays.current ?? []
      replays.current = null
      for (const event of events) replay(event)
    }, [])
    // An Activity, not a Suspense boundary, keeps the server's form until its code arrives: React 19.2 streams a
    // Suspense boundary this large after the rest of the page and reveals it 300 ms after the first paint, so the
    // footer was painted under the heading and then pushed away (a layout shift of 0.4). Client-side navigations
    // are transitions: they wait for the code with the previous page shown.
    return (
      <div ref={island} className={styles.island}>
        <Activity>
          <Form props={props} loaded={code.loaded} request={code.request} onReady={onReady} />
        </Activity>
      </div>
    )
  }
}

function replay(event: Event) {
  const target = event.target as HTMLElement
  if (!target.isConnected) return
  if (event.type === 'click') target.closest<HTMLElement>('button[type="button"]')?.click()
  else if (event.type === 'submit') (target as HTMLFormElement).requestSubmit()
  else if (event.type === 'change') target.dispatchEvent(new Event('change', { bubbles: true }))
  else if (document.activeElement !== target) target.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
}
