import { listHandler } from '@/lib/api/handlers'
import { getFaqs } from '@/lib/content/questions'

export const GET = listHandler(getFaqs)
