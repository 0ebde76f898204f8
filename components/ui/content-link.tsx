import { Link } from '@/i18n/navigation'
import type { ContentLink as ContentLinkData } from '@/lib/api/types'

type Props = { link: ContentLinkData; className?: string }

/** A link staff chose: a page of this site in the visitor's language, or another site in a new tab. */
export function ContentLink({ link, className }: Props) {
  if (link.url.startsWith('/')) {
    return (
      <Link href={link.url} className={className}>
        {link.label}
      </Link>
    )
  }
  return (
    <a href={link.url} className={className} target="_blank" rel="noopener noreferrer">
      {link.label}
    </a>
  )
}
