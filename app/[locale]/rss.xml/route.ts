import { notFound } from '@/lib/api/responses'
import { rssFeed } from '@/lib/seo/rss'

// Read at request time: the content store and SITE_URL exist only then; the reads themselves are cached.
export const dynamic = 'force-dynamic'

/** `/en/rss.xml`; the Korean feed is `/rss.xml` (app/rss.xml), so `/ko/rss.xml` is no address. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return (await params).locale === 'en' ? rssFeed('en') : notFound('ko')
}
