import { rssFeed } from '@/lib/seo/rss'

// Read at request time: the content store and SITE_URL exist only then; the reads themselves are cached.
export const dynamic = 'force-dynamic'

export const GET = () => rssFeed('en')
