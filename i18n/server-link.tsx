import { getLocale } from 'next-intl/server'
import NextLink from 'next/link'
import type { ComponentProps } from 'react'

import { getPathname } from './navigation'

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: string }

/**
 * A link in the page's language for server components' lists of links: next-intl's Link sends its language and
 * the cookie's settings with every link in the page's flight data (58 server-rendered links on the home page: 5.4 KB
 * of its HTML), this one the finished address only. Client components, and links that change the language, use
 * next-intl's Link (./navigation.ts).
 */
export async function Link({ href, ...props }: Props) {
  return <NextLink href={getPathname({ href, locale: await getLocale() })} {...props} />
}
