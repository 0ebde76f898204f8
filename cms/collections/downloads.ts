import { postCollection } from './shared/post-collection'

export const Downloads = postCollection({
  slug: 'downloads',
  singular: { ko: '자료실', en: 'Download' },
  plural: { ko: '자료실', en: 'Downloads' },
  tag: 'downloads',
  extraFields: [{ name: 'file', label: { ko: '첨부 파일', en: 'Attached file' }, type: 'upload', relationTo: 'files' }],
})
