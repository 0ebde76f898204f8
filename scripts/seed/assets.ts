import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { generateImage } from './images'
import type { Text } from './lists'
import { ensureUpload } from './upsert'

export const seedAsset = (name: string) => fs.readFileSync(path.resolve(process.cwd(), 'scripts/seed/assets', name))

/** A generated image stored in the media collection, with its alternative text in both languages. */
export async function demoImage(payload: Payload, name: string, alt: Text, index: number): Promise<number> {
  const data = await generateImage(alt.ko, index)
  const doc = await ensureUpload(payload, 'media', { name: `${name}.jpg`, data, mimetype: 'image/jpeg' }, { alt: alt.ko }, { alt: alt.en })
  return doc.id
}

export async function demoVideo(payload: Payload, name: string, alt: Text): Promise<number> {
  const doc = await ensureUpload(payload, 'media', { name, data: seedAsset('lecture.mp4'), mimetype: 'video/mp4' }, { alt: alt.ko }, { alt: alt.en })
  return doc.id
}
