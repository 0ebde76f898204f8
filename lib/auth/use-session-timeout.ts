import { useCallback, useEffect, useRef, useState } from 'react'
import useSWR from 'swr'

/** Seconds the session has left; null once it has ended; undefined when the server could not be asked. */
export type SecondsLeft = number | null | undefined

/** How the warning learns the time left without using the session (`check`) and keeps it going (`stay`). */
export type SessionSource = { check: () => Promise<SecondsLeft>; stay: () => Promise<SecondsLeft> }

/** The warning comes this long before the end (KWCAG 2.2.1: at least 20 s; the school's rule: two minutes). */
export const WARNING_SECONDS = 120
/** While the warning shows, the server is asked again this often: another tab or request may have kept the session. */
const RECHECK_SECONDS = 15

/**
 * The countdown of the session-timeout warning, for the site's header and the admin. The server is the authority:
 * it is asked (without counting as a use) when the page opens or comes back into view, when the warning is due and
 * every 15 s while it shows; a session kept meanwhile elsewhere (another tab, another request) puts the warning off. `secondsLeft` is set while the warning
 * shows; `onEnd` runs once the server says the session has ended.
 */
export function useSessionTimeout(source: SessionSource | null, onEnd: () => void) {
  const [now, setNow] = useState(() => Date.now())
  const [busy, setBusy] = useState(false)
  const endRef = useRef(onEnd)
  useEffect(() => {
    endRef.current = onEnd
  }, [onEnd])
  // Asked when the page opens and when it comes back into view; an answer the server could not give keeps the last one.
  const { data, mutate } = useSWR(source ? ['session-time-left', source] : null, ([, from]) => askFrom(from.check), {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
    onSuccess: (answer) => answer.left === null && endRef.current(),
  })

  const endsAt = typeof data?.left === 'number' ? data.at + data.left * 1000 : null
  const warning = endsAt !== null && endsAt - now <= WARNING_SECONDS * 1000
  useEffect(() => {
    if (endsAt === null) return
    const recheck = () => {
      setNow(Date.now())
      void mutate()
    }
    if (!warning) {
      const timer = setTimeout(recheck, endsAt - WARNING_SECONDS * 1000 - Date.now())
      return () => clearTimeout(timer)
    }
    const timer = setInterval(() => {
      const left = Math.ceil((endsAt - Date.now()) / 1000)
      if (left <= 0 || left % RECHECK_SECONDS === 0) recheck()
      else setNow(Date.now())
    }, 1000)
    return () => clearInterval(timer)
  }, [endsAt, warning, mutate])

  const stay = useCallback(async () => {
    if (!source) return
    setBusy(true)
    try {
      const answer = await askFrom(source.stay).catch(() => null)
      if (answer) {
        setNow(Date.now())
        await mutate(answer, { revalidate: false })
        if (answer.left === null) endRef.current()
      }
    } finally {
      setBusy(false)
    }
  }, [source, mutate])

  return { secondsLeft: warning ? Math.max(0, Math.ceil((endsAt - now) / 1000)) : null, stay, busy }
}

/** The server's answer with the moment it came; no answer (offline, a 5xx) is an error, which leaves swr's last data. */
async function askFrom(ask: () => Promise<SecondsLeft>): Promise<{ left: number | null; at: number }> {
  const left = await ask()
  if (left === undefined) throw new Error('The session’s time left is unknown')
  return { left, at: Date.now() }
}

/** `90` as `1:30`. */
export const minutesAndSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
