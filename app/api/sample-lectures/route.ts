import { listHandler } from '@/lib/api/handlers'
import { getSampleLectures } from '@/lib/content/sample-lectures'

export const GET = listHandler(getSampleLectures)
