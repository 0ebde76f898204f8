'use client'

import { useConfig, useField, useLocale, useTranslation } from '@payloadcms/ui'
import ky from 'ky'
import useSWR from 'swr'

import { adminT } from '../admin-translations'

type Photo = { id: number; alt?: string | null; filename?: string | null }

const idOf = (item: number | Photo) => (typeof item === 'object' ? item.id : item)

/** The photos' descriptions and file names from Payload's REST API, by id. */
async function readPhotos([api, wanted, locale]: readonly [string, string, string]): Promise<Map<number, Photo>> {
  const query = `where[id][in]=${wanted}&limit=${wanted.split(',').length}&depth=0&locale=${locale}&select[alt]=true&select[filename]=true`
  const { docs } = await ky.get(`${api}/media?${query}`, { credentials: 'include', retry: 0 }).json<{ docs: Photo[] }>()
  return new Map(docs.map((photo) => [photo.id, photo]))
}

/**
 * Under a gallery's photos, in their order, what the public page says about each (its alternative text):
 * Payload's rows of an upload field name each photo by its file name only. Read through swr, again when the editor
 * comes back to the tab (a description changed in another tab shows).
 */
export function PhotoDescriptions({ path }: { path: string }) {
  const { value } = useField<(number | Photo)[]>({ path })
  const { config } = useConfig()
  const { code: locale } = useLocale()
  const { t } = useTranslation()
  const ids = (value ?? []).map(idOf)
  // The set of photos, not their order: dragging a photo reads nothing again.
  const wanted = [...ids].sort((a, b) => a - b).join(',')
  const { data: photos } = useSWR(wanted ? [config.routes.api, wanted, locale] : null, readPhotos, { revalidateOnFocus: true, keepPreviousData: true })

  if (!ids.length) return null
  const text = adminT(t)
  return (
    <div className="field-type" style={{ marginTop: 'var(--base)' }}>
      <span className="field-label">{text('photos:heading')}</span>
      <ol>
        {ids.map((id) => {
          const photo = photos?.get(id)
          return (
            <li key={id}>
              {photo?.alt?.trim() || <em>{text('photos:missing')}</em>}
              {photo?.filename && <span style={{ color: 'var(--theme-elevation-500)' }}> · {photo.filename}</span>}
            </li>
          )
        })}
      </ol>
    </div>
  )
}
