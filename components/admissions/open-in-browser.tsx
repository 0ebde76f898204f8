'use client'

import { useSyncExternalStore } from 'react'

import styles from './status.module.css'

type Props = { text: string; action: string }

const noChanges = () => () => {}
const inKakaoTalk = () => /KAKAOTALK/i.test(navigator.userAgent)

/**
 * In KakaoTalk's own browser (its user agent says KAKAOTALK), where file pickers, downloads and new windows
 * misbehave, the offer to go on in the phone's browser (KakaoTalk's openExternal scheme). Decided in the browser,
 * not on the server, so the page stays the same for every visitor and every cache.
 */
export function OpenInBrowser({ text, action }: Props) {
  const shown = useSyncExternalStore(noChanges, inKakaoTalk, () => false)
  if (!shown) return null
  return (
    <p className={styles.openInBrowser} role="note">
      {text} <a href={`kakaotalk://web/openExternal?url=${encodeURIComponent(window.location.href)}`}>{action}</a>
    </p>
  )
}
