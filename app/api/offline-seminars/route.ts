import { pageHandler } from '@/lib/api/handlers'
import { getSeminarsPage } from '@/lib/content/offline-seminars'

export const GET = pageHandler(getSeminarsPage)
