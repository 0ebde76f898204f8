import type { Payload } from 'payload'

import { demoImage } from './assets'
import { simplePdf } from './documents'
import { daysAgo } from './home'
import { fromText, htmlEmbed, paragraph, richText } from './lexical'
import { DEMO, type Text } from './lists'
import { ensureDocument, ensureUpload } from './upsert'

const body = (title: Text) => ({
  ko: fromText(`## ${title.ko}\n\n${title.ko}에 관한 안내입니다. 자세한 일정과 장소는 아래 내용을 참고해 주십시오.\n\n문의: 교학처 02-123-4567`),
  en: fromText(`## ${title.en}\n\nHere is what you need to know about: ${title.en.toLowerCase()}. Times and places are given below.\n\nQuestions: academic office, 02-123-4567`),
})

const VIDEO = '<video src="/media/sample-lecture.mp4" controls controlslist="nodownload" preload="none"></video>'

async function seedNews(payload: Payload) {
  for (const [index, title] of DEMO.news.entries()) {
    const slug = `news-${String(index + 1).padStart(2, '0')}`
    const cover = await demoImage(payload, `news-cover-${index + 1}`, title, index)
    const content = body(title)
    await ensureDocument(
      payload,
      'news',
      { slug: { equals: slug } },
      { slug, title: title.ko, summary: `${title.ko} 소식을 전해 드립니다.`, cover, content: content.ko, publishedAt: daysAgo(index * 3 + 1), _status: 'published' },
      { title: title.en, summary: `News about: ${title.en.toLowerCase()}.`, content: content.en, _status: 'published' },
    )
  }
}

async function seedSeminars(payload: Payload) {
  for (const [index, title] of DEMO.seminars.entries()) {
    const previewImage = await demoImage(payload, `seminar-${index + 1}`, title, index + 2)
    await ensureDocument(
      payload,
      'offline-seminars',
      { title: { equals: title.ko } },
      { title: title.ko, previewImage, content: richText(paragraph(`${title.ko} 세미나 영상과 자료입니다.`), htmlEmbed(VIDEO)), eventDate: daysAgo(index * 14 - 20), visible: true, _status: 'published' },
      { title: title.en, content: richText(paragraph(`Video and notes from the seminar: ${title.en.toLowerCase()}.`), htmlEmbed(VIDEO)), _status: 'published' },
    )
  }
}

async function seedPosts(payload: Payload, collection: 'weekly-news' | 'article-publications', titles: Text[]) {
  for (const [index, title] of titles.entries()) {
    const content = body(title)
    await ensureDocument(payload, collection, { title: { equals: title.ko } }, { title: title.ko, content: content.ko, publishedAt: daysAgo(index * 7 + 2), visible: true, _status: 'published' },
      { title: title.en, content: content.en, _status: 'published' },
    )
  }
}

async function seedDownloads(payload: Payload) {
  for (const [index, title] of DEMO.downloads.entries()) {
    const name = `download-${String(index + 1).padStart(2, '0')}.pdf`
    const file = await ensureUpload(payload, 'files', { name, mimetype: 'application/pdf', make: () => simplePdf(title.en) })
    const content = body(title)
    await ensureDocument(
      payload,
      'downloads',
      { title: { equals: title.ko } },
      { title: title.ko, content: content.ko, file: file.id, publishedAt: daysAgo(index * 5 + 1), visible: true },
      { title: title.en, content: content.en },
    )
  }
}

export async function seedBoards(payload: Payload) {
  await seedNews(payload)
  await seedSeminars(payload)
  await seedPosts(payload, 'weekly-news', DEMO.weeklyNews)
  await seedPosts(payload, 'article-publications', DEMO.articles)
  await seedDownloads(payload)
}
