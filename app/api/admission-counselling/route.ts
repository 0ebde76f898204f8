import { pageHandler } from '@/lib/api/handlers'
import { getCounsellingPage } from '@/lib/content/questions'

export const GET = pageHandler(getCounsellingPage)
