import type { UploadField } from 'payload'

type Text = { ko: string; en: string }

/** A picture from the media collection (its picker shows images only), with what it is used for. */
export const pictureField = (name: string, label: Text, description: Text): UploadField => ({
  name,
  label,
  type: 'upload',
  relationTo: 'media',
  filterOptions: { mimeType: { contains: 'image' } },
  admin: { description },
})
