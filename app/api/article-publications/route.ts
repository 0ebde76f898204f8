import { pageHandler } from '@/lib/api/handlers'
import { getArticlesPage } from '@/lib/content/posts'

export const GET = pageHandler(getArticlesPage)
