import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { generateImage } from './images'
import type { Text } from './lists'
import { ensureUpload } from './upsert'

export const seedAsset = (name: string) => fs.readFileSync(path.resolve(process.cwd(), 'scripts/seed/assets', name))

/** A generated image stored in the media collection, with its alternative text in both languages. */
export async function demoImage(payload: Payload, name: string, alt: Text, index: number, { width = 1200, height = 800, caption = alt.ko } = {}): Promise<number> {
  const make = () => generateImage(caption, index, width, height)
  const doc = await ensureUpload(payload, 'media', { name: `${name}.jpg`, mimetype: 'image/jpeg', make }, { alt: alt.ko }, { alt: alt.en })
  return doc.id
}

export async function demoVideo(payload: Payload, name: string, alt: Text): Promise<number> {
  const doc = await ensureUpload(payload, 'media', { name, mimetype: 'video/mp4', make: () => seedAsset('lecture.mp4') }, { alt: alt.ko }, { alt: alt.en })
  return doc.id
}
