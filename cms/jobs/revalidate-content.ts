import { revalidateTag } from 'next/cache'
import type { TaskConfig } from 'payload'

import { TAGS } from '../../lib/content/tags'

/**
 * Drops every cached read and page of the running site, queued by a script that wrote content from outside it
 * (`npm run import:legacy`): a script's writes revalidate nothing (cms/hooks/revalidate.ts), and the site's runner runs
 * this inside a request, where Next.js's cache can be invalidated (with Redis, for every instance at once).
 */
export const revalidateContentTask: TaskConfig<'revalidateContent'> = {
  slug: 'revalidateContent',
  label: '가져온 내용을 사이트에 보이기 (캐시 비우기)',
  retries: 2,
  handler: async () => {
    for (const tag of Object.values(TAGS)) revalidateTag(tag, { expire: 0 })
    return { output: {} }
  },
}
