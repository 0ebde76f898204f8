import { postCollection } from './shared/post-collection'

export const OfflineSeminars = postCollection({
  slug: 'offline-seminars',
  singular: { ko: '오프라인 세미나', en: 'Offline seminar' },
  plural: { ko: '오프라인 세미나', en: 'Offline seminars' },
  tag: 'offline-seminars',
  drafts: true,
  extraFields: [
    { name: 'previewImage', label: { ko: '미리보기 이미지', en: 'Preview image' }, type: 'upload', relationTo: 'media', required: true },
  ],
  dateField: {
    name: 'eventDate',
    label: { ko: '행사일', en: 'Event date' },
    type: 'date',
    required: true,
    index: true,
    admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
  },
})
