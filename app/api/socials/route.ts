import { listHandler } from '@/lib/api/handlers'
import { getSocials } from '@/lib/content/socials'

export const GET = listHandler(getSocials)
