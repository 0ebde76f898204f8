'use client'

import { usePathname } from 'next/navigation'

import en from '@/messages/en/error.json'
import ko from '@/messages/ko/error.json'

/**
 * The page for an error no route handled, in the address's language. Our own because Next.js's default
 * (3 KB of script and styles in every page's bundle) speaks English only. "Try again" reloads: the usual cause is
 * the server's data, which clearing the error alone would render again. No stylesheet import: it would be
 * loaded with every page for a page that is almost never shown.
 */
export default function GlobalError() {
  const english = /^\/en(\/|$)/.test(usePathname() ?? '')
  const text = (english ? en : ko).errorPage
  return (
    <html lang={english ? 'en' : 'ko'}>
      <body>
        <title>{text.title}</title>
        <main id="main" style={{ maxWidth: '40rem', margin: '0 auto', padding: '4rem 1rem', textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}>
          <h1>{text.title}</h1>
          <p>{text.text}</p>
          <button type="button" onClick={() => window.location.reload()}>
            {text.retry}
          </button>{' '}
          {/* The home page's address by hand: next-intl's navigation here would add its client code (9 KB) to every page. */}
          <a href={english ? '/en' : '/'}>
            {text.home}
          </a>
        </main>
      </body>
    </html>
  )
}
