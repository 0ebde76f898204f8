import { pageHandler } from '@/lib/api/handlers'
import { getCounsellingPage } from '@/lib/content/admission-counselling'

export const GET = pageHandler(getCounsellingPage)
