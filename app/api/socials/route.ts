import { listHandler } from '@/lib/api/handlers'
import { getSocials } from '@/lib/content/home'

export const GET = listHandler(getSocials)
