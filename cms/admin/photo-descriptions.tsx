'use client'

import { useConfig, useField, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { adminT } from '../admin-translations'

type Photo = { id: number; alt?: string | null; filename?: string | null }

const idOf = (item: number | Photo) => (typeof item === 'object' ? item.id : item)

/**
 * Under a gallery's photos, in their order, what the public page says about each (its alternative text):
 * Payload's rows of an upload field name each photo by its file name only.
 */
export function PhotoDescriptions({ path }: { path: string }) {
  const { value } = useField<(number | Photo)[]>({ path })
  const { config } = useConfig()
  const { code: locale } = useLocale()
  const { t } = useTranslation()
  const ids = (value ?? []).map(idOf)
  // The set of photos, not their order: dragging a photo reads nothing again.
  const wanted = [...ids].sort((a, b) => a - b).join(',')
  const [photos, setPhotos] = useState<Map<number, Photo>>(new Map())

  useEffect(() => {
    if (!wanted) return
    const controller = new AbortController()
    const query = `where[id][in]=${wanted}&limit=${wanted.split(',').length}&depth=0&locale=${locale}&select[alt]=true&select[filename]=true`
    fetch(`${config.routes.api}/media?${query}`, { credentials: 'include', signal: controller.signal })
      .then((reply) => (reply.ok ? reply.json() : { docs: [] }))
      .then(({ docs }: { docs: Photo[] }) => setPhotos(new Map(docs.map((photo) => [photo.id, photo]))))
      .catch(() => undefined)
    return () => controller.abort()
  }, [config.routes.api, locale, wanted])

  if (!ids.length) return null
  const text = adminT(t)
  return (
    <div className="field-type" style={{ marginTop: 'var(--base)' }}>
      <span className="field-label">{text('photos:heading')}</span>
      <ol>
        {ids.map((id) => {
          const photo = photos.get(id)
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
