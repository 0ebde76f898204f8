import { createNavigation } from 'next-intl/navigation'

import { routing } from './routing'

/** Links, redirects and paths in a language, written as the Korean site spells them (`/faq`, never `/en/faq`). */
export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } = createNavigation(routing)
