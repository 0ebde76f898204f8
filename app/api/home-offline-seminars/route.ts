import { listHandler } from '@/lib/api/handlers'
import { getHomeSeminars } from '@/lib/content/offline-seminars'

export const GET = listHandler(getHomeSeminars)
