import { listHandler } from '@/lib/api/handlers'
import { getSampleLectures } from '@/lib/content/home'

export const GET = listHandler(getSampleLectures)
