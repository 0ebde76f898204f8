'use client'

import NextLink from 'next/link'
import { useParams, usePathname as useAddressPath, useRouter as useNextRouter } from 'next/navigation'
import type { ComponentProps } from 'react'

import { localizedPath } from '@/lib/seo/metadata'

import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, toLocale, type Locale } from './routing'

// Our own links and router over Next.js's, instead of next-intl's createNavigation: its Link put the locale,
// a ref and the cookie's settings into the flight data of every link (115 links on the home page: 6 KB of its HTML),
// and its client code was 2 KB more of script on every page.

/**
 * The page's language, from the `[locale]` segment every page sits under (Korean addresses are rewritten to `/ko/…`).
 * Read from the route rather than next-intl's provider, so that pages whose islands show no interface text load
 * none of next-intl's client code.
 */
export function useLocale(): Locale {
  return toLocale(useParams<{ locale?: string }>()?.locale)
}

/** Remembered so that the next unprefixed address the visitor opens is in the language they chose. */
function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`
}

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: string; locale?: Locale }

/** A link to `href`, a path as the Korean site spells it, in the page's language or in `locale`. */
export function Link({ href, locale, onClick, ...props }: LinkProps) {
  const current = useLocale()
  const target = locale ?? current
  return (
    <NextLink
      href={localizedPath(target, href)}
      onClick={(event) => {
        if (target !== current) rememberLocale(target)
        onClick?.(event)
      }}
      {...props}
    />
  )
}

/** The page's path without the language prefix: `/en/faq` and `/faq` are both `/faq`. */
export function usePathname(): string {
  const pathname = useAddressPath()
  if (pathname === '/en') return '/'
  return pathname.startsWith('/en/') ? pathname.slice('/en'.length) : pathname
}

type NavigateOptions = { locale?: Locale }

/** Next.js's router for paths as the Korean site spells them, in the page's language or in `locale`. */
export function useRouter() {
  const router = useNextRouter()
  const current = useLocale()
  const address = (href: string, options?: NavigateOptions) => {
    const target = options?.locale ?? current
    if (target !== current) rememberLocale(target)
    return localizedPath(target, href)
  }
  return {
    push: (href: string, options?: NavigateOptions) => router.push(address(href, options)),
    replace: (href: string, options?: NavigateOptions) => router.replace(address(href, options)),
  }
}
