import type { CollectionConfig, Field, Plugin } from 'payload'

type Label = { ko: string; en: string }

/**
 * Korean names of the fields every upload collection has, which Payload (mimeType, url, thumbnailURL) and the
 * storage plugin (prefix, _objectKey) add with English labels or none: staff meet them as list columns and filters.
 * The file's type is shown as its kind (SHOWN_AS).
 */
const LABELS: Record<string, Label> = {
  mimeType: { ko: '파일 형식', en: 'File type' },
  url: { ko: '파일 주소', en: 'File address' },
  thumbnailURL: { ko: '미리보기 주소', en: 'Preview address' },
  prefix: { ko: '저장 폴더', en: 'Storage folder' },
  _objectKey: { ko: '저장 이름', en: 'Stored name' },
}

/** A list's 파일 형식 column in office words, "사진 (WebP)", where Payload shows the MIME type (image/webp). */
const SHOWN_AS: Record<string, { admin: { components: { Cell: string } } }> = {
  mimeType: { admin: { components: { Cell: '/cms/admin/file-kind-cell#FileKindCell' } } },
}

const hasName = (field: Field): field is Field & { name: string } => 'name' in field && typeof field.name === 'string'

/**
 * Labels each such field; the ones Payload adds later (while it sanitizes the config) are declared here with only
 * their label, which Payload merges into its own field, so the database schema stays the same.
 */
function labelled(collection: CollectionConfig): CollectionConfig {
  if (!collection.upload) return collection
  const present = new Set(collection.fields.filter(hasName).map((field) => field.name))
  const fields = collection.fields.map((field) => (hasName(field) && LABELS[field.name] ? ({ ...field, label: LABELS[field.name], ...SHOWN_AS[field.name] } as Field) : field))
  const added = ['mimeType', 'thumbnailURL'].filter((name) => !present.has(name)).map((name): Field => ({ name, type: 'text', label: LABELS[name], ...SHOWN_AS[name] }))
  return { ...collection, fields: [...fields, ...added] }
}

/** Registered after the storage plugin, whose fields it labels. */
export const uploadFieldLabels: Plugin = (config) => ({ ...config, collections: config.collections?.map(labelled) })
