import type { TaskConfig } from 'payload'

/**
 * Puts posts into site search when their 게시일 arrives (lib/search/due-posts.ts), every five minutes: without it a
 * post dated ahead showed on its board at its time but was found by search only after its next edit.
 */
export const indexDuePostsTask: TaskConfig<'indexDuePosts'> = {
  slug: 'indexDuePosts',
  label: '게시일이 된 글을 사이트 검색에 넣기',
  retries: 0,
  schedule: [{ cron: '*/5 * * * *', queue: 'maintenance' }],
  outputSchema: [{ name: 'indexed', type: 'number' }],
  handler: async ({ req }) => {
    const { indexDuePosts } = await import('../../lib/search/due-posts')
    return { output: { indexed: await indexDuePosts(req.payload) } }
  },
}
