import { pageHandler } from '@/lib/api/handlers'
import { getWeeklyNewsPage } from '@/lib/content/posts'

export const GET = pageHandler(getWeeklyNewsPage)
