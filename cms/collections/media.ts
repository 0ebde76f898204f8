import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'

import { publicReadStaffWrite } from '../access/staff-rules'
import { acceptedKinds } from '../admin/file-kinds'
import { mediaDir } from '../storage-paths'

/**
 * The resized copies are the site's business, not the office's: Payload labels their fields in English only
 * ("MIME Type", "URL" of each size), so they stay out of the list's columns, filters and grouping.
 */
const internalSize = { disableListColumn: true, disableListFilter: true, disableGroupBy: true }

/** A video's captions go with it: they belong to no other video (and their row cannot outlive its video). */
const deleteCaptions: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'captions', where: { video: { equals: id } }, overrideAccess: true, req })
}

const MEDIA_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/svg+xml', 'video/mp4', 'video/webm']

/** Public images and videos used by the site's content. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { ko: '미디어', en: 'Media' }, plural: { ko: '미디어', en: 'Media' } },
  // Lists and pickers name a picture by the description staff typed, not by its file name.
  admin: { group: { ko: '파일', en: 'Files' }, useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'mimeType', 'updatedAt'], description: acceptedKinds(MEDIA_MIME_TYPES) },
  access: publicReadStaffWrite('media'),
  hooks: { beforeDelete: [deleteCaptions] },
  fields: [
    {
      name: 'alt',
      label: { ko: '사진 설명 (대체 텍스트)', en: 'Alternative text' },
      type: 'text',
      localized: true,
      admin: {
        description: {
          ko: '사진에 무엇이 보이는지 한 문장으로 적으세요. 화면을 읽어 주는 프로그램과 공개 페이지가 이 설명을 씁니다. 꾸밈용 사진이면 비워 두고 아래 "장식용 이미지"를 켜세요.',
          en: 'Say in one sentence what the photo shows: screen readers and the public pages use it. For a purely decorative image, leave it empty and tick "Decorative image" below.',
        },
      },
      validate: (value: unknown, { siblingData }: { siblingData: { decorative?: boolean; mimeType?: string } }) =>
        Boolean(siblingData.decorative) ||
        !siblingData.mimeType?.startsWith('image/') ||
        (typeof value === 'string' && value.trim() !== '') ||
        '이미지 설명을 입력하거나 장식용으로 표시하세요. / Describe the image or mark it decorative.',
    },
    { name: 'decorative', label: { ko: '장식용 이미지', en: 'Decorative image' }, type: 'checkbox', defaultValue: false },
    {
      // A video's caption files (cms/collections/captions.ts), added and replaced from here or from 자막.
      name: 'captions',
      label: { ko: '자막', en: 'Captions' },
      type: 'join',
      collection: 'captions',
      on: 'video',
      defaultLimit: 10,
      admin: {
        condition: (data) => typeof data?.mimeType === 'string' && data.mimeType.startsWith('video/'),
        defaultColumns: ['filename', 'language', 'cues'],
        description: {
          ko: '말소리가 있는 동영상에는 한국어와 영어 자막 파일(WebVTT)을 하나씩 올리세요. 공개 페이지의 재생기가 자막 버튼으로 보여 줍니다.',
          en: 'A video with speech needs a caption file (WebVTT) in Korean and one in English; the public player offers them from its captions button.',
        },
      },
    },
  ],
  upload: {
    staticDir: mediaDir,
    mimeTypes: MEDIA_MIME_TYPES,
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      { name: 'thumb', width: 400, height: 300, position: 'centre', formatOptions: { format: 'webp' }, admin: internalSize },
      { name: 'card', width: 800, formatOptions: { format: 'webp' }, admin: internalSize },
      { name: 'large', width: 1600, withoutEnlargement: true, formatOptions: { format: 'webp' }, admin: internalSize },
    ],
    adminThumbnail: 'thumb',
  },
}
