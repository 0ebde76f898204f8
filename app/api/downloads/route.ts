import { pageHandler } from '@/lib/api/handlers'
import { getDownloadsPage } from '@/lib/content/posts'

export const GET = pageHandler(getDownloadsPage)
