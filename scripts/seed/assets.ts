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

/** A picture made beforehand and kept in the repository (path from the checkout), stored in the media collection. */
export async function demoPicture(payload: Payload, name: string, file: string, alt: Text): Promise<number> {
  const doc = await ensureUpload(payload, 'media', { name, mimetype: 'image/jpeg', make: () => fs.readFileSync(path.resolve(process.cwd(), file)) }, { alt: alt.ko }, { alt: alt.en })
  return doc.id
}

export async function demoVideo(payload: Payload, name: string, alt: Text): Promise<number> {
  const doc = await ensureUpload(payload, 'media', { name, mimetype: 'video/mp4', make: () => seedAsset('lecture.mp4') }, { alt: alt.ko }, { alt: alt.en })
  return doc.id
}

/**
 * The demo video's caption files in Korean and English (scripts/seed/assets/sample-lecture.*.vtt): the clip has no
 * speech, only a steady test tone, and its captions say so.
 */
export async function demoVideoCaptions(payload: Payload, video: number): Promise<void> {
  for (const language of ['ko', 'en'] as const) {
    const name = `sample-lecture.${language}.vtt`
    await ensureUpload(payload, 'captions', { name, mimetype: 'text/vtt', make: () => seedAsset(name) }, { video, language })
  }
}
