import type { CollectionConfig } from 'payload'

import { publicReadAdminWrite } from '../access/admin-only'
import { mediaDir } from '../storage-paths'

/** Public images and videos used by the site's content. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { ko: '미디어', en: 'Media' }, plural: { ko: '미디어', en: 'Media' } },
  admin: { group: { ko: '파일', en: 'Files' } },
  access: publicReadAdminWrite,
  fields: [
    {
      name: 'alt',
      label: { ko: '대체 텍스트', en: 'Alternative text' },
      type: 'text',
      localized: true,
      admin: { description: { ko: '장식용 이미지면 "장식"을 선택하고 비워 두세요.', en: 'Leave empty only for decorative images.' } },
      validate: (value: unknown, { siblingData }: { siblingData: { decorative?: boolean; mimeType?: string } }) =>
        Boolean(siblingData.decorative) ||
        !siblingData.mimeType?.startsWith('image/') ||
        (typeof value === 'string' && value.trim() !== '') ||
        '이미지 설명을 입력하거나 장식용으로 표시하세요. / Describe the image or mark it decorative.',
    },
    { name: 'decorative', label: { ko: '장식용 이미지', en: 'Decorative image' }, type: 'checkbox', defaultValue: false },
  ],
  upload: {
    staticDir: mediaDir,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/svg+xml', 'video/mp4', 'video/webm'],
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      { name: 'thumb', width: 400, height: 300, position: 'centre', formatOptions: { format: 'webp' } },
      { name: 'card', width: 800, formatOptions: { format: 'webp' } },
      { name: 'large', width: 1600, withoutEnlargement: true, formatOptions: { format: 'webp' } },
    ],
    adminThumbnail: 'thumb',
  },
}
