import type { CollectionSlug } from 'payload'

import { importedGallerySlug } from '../../lib/content/imported-gallery-slug'
import type { Built, Importer } from './importer'
import { pair } from './languages'
import type { Row, Source } from './source'
import { flag, seoulTime, text } from './values'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const notDeleted = 'deleted_at IS NULL'

type Ctx = { source: Source; importer: Importer; progress: (kind: string, done: number, total: number) => void }

async function each(ctx: Ctx, kind: string, rows: Row[], step: (row: Row) => Promise<unknown>) {
  ctx.progress(kind, 0, rows.length)
  for (const [index, row] of rows.entries()) {
    await step(row)
    ctx.progress(kind, index + 1, rows.length)
  }
}

/** Rows of a table with `deleted_at`: the soft-deleted ones are counted as skipped and left out. */
async function liveRows(ctx: Ctx, kind: string, table: string, orderBy?: string): Promise<Row[]> {
  const all = await ctx.source.rows(table, { orderBy })
  const live = all.filter((row) => !('deleted_at' in row) || row.deleted_at === null)
  for (const row of all.filter((row) => !live.includes(row))) {
    ctx.importer.report.read(kind)
    ctx.importer.report.skipped(kind, String(row.id), 'deleted on the old site')
  }
  return live
}

const oldSlug = (value: unknown, problems: string[]): string | undefined => {
  const slug = text(value)?.toLowerCase()
  if (slug && SLUG.test(slug)) return slug
  if (slug) problems.push(`address name "${slug}" is not usable here; a new one was made from the title`)
  return undefined
}

async function findOne(ctx: Ctx, collection: CollectionSlug, where: Record<string, unknown>): Promise<number | null> {
  const { docs } = await ctx.importer.payload.find({ collection, where: where as never, limit: 1, depth: 0, overrideAccess: true, pagination: false })
  return (docs[0]?.id as number | undefined) ?? null
}

async function settings(ctx: Ctx) {
  const [row] = await ctx.source.rows('settings')
  if (!row) return
  const { importer } = ctx
  await importer.settings('settings', row.id, row, async () => {
    const video = await importer.file(text(row.home_video), { kind: 'settings', id: String(row.id) }, { alt: { ko: '홈 배경 동영상', en: 'Home video' } })
    const data = {
      ...(text(row.university_name) && { schoolName: text(row.university_name) }),
      ...(text(row.university_address) && { street: text(row.university_address) }),
      ...(text(row.phone_number) && { phone: text(row.phone_number) }),
      ...(video && { homeVideo: video.id }),
    }
    await importer.payload.updateGlobal({ slug: 'settings', data, locale: 'ko', overrideAccess: false, user: importer.staff, context: { disableRevalidate: true } })
  })
}

/**
 * Every old department, whatever its code: the old code is kept (`legacyCode`, part of the old student numbers); a
 * two-digit one is also the code of new student numbers, any other (MDIV, MISS) waits for the school to set one.
 */
async function departments(ctx: Ctx) {
  const kind = 'departments'
  await each(ctx, kind, await liveRows(ctx, kind, 'departments'), (row) => {
    const oldCode = text(row.code)
    const code = oldCode && /^\d{2}$/.test(oldCode) ? oldCode : null
    return ctx.importer.item(kind, row.id, 'departments', row, async () => ({
      ko: { name: text(row.name) ?? oldCode, code, legacyCode: oldCode, openForApplication: flag(row.status), order: Number(row.id) },
      problems: code ? [] : [`old code "${oldCode ?? ''}" kept for the old student numbers; set its two-digit 학과 코드 before approving new applications to it`],
    }), {
      adopt: async () =>
        (oldCode && (await findOne(ctx, 'departments', { legacyCode: { equals: oldCode } }))) || (code && (await findOne(ctx, 'departments', { code: { equals: code } }))) || null,
    })
  })
}

async function menus(ctx: Ctx) {
  const kind = 'menus'
  await each(ctx, kind, await liveRows(ctx, kind, 'menus'), (row) =>
    ctx.importer.item(kind, row.id, 'menus', row, async () => {
      const problems: string[] = []
      const name = pair(row.name_ko, row.name, 'name', problems)
      const slug = oldSlug(row.slug, problems)
      if (!name.ko) return { skip: 'no name' }
      return { ko: { name: name.ko, ...(slug && { slug }), order: Number(row.sort ?? row.id), visible: flag(row.status) }, en: name.en ? { name: name.en } : undefined, problems }
    }, { adopt: () => findOne(ctx, 'menus', { slug: { equals: text(row.slug) } }) }),
  )
}

async function subMenus(ctx: Ctx) {
  const kind = 'sub-menus'
  const pages = await ctx.source.rows('pages', { where: notDeleted })
  await each(ctx, kind, await liveRows(ctx, kind, 'sub_menus'), async (row) => {
    const menu = ctx.importer.target('menus', row.menu_id)
    const page = pages.find((candidate) => Number(candidate.sub_id) === Number(row.id))
    return ctx.importer.item(kind, row.id, 'sub-menus', { row, page }, async () => {
      if (!menu) return { skip: 'its menu was not brought over', detail: `menu ${row.menu_id}` }
      const problems: string[] = []
      const name = pair(row.name_ko, row.name, 'name', problems)
      if (!name.ko) return { skip: 'no name' }
      const title = pair(page?.title_ko, page?.title, 'title', problems)
      const owner = { kind, id: String(row.id) }
      const alt = { ko: title.ko ?? name.ko, en: title.en ?? undefined }
      const descriptionKo = page ? await ctx.importer.html(page.description_ko ?? page.description, owner, alt, problems) : null
      const descriptionEn = page && text(page.description) ? await ctx.importer.html(page.description, owner, alt, problems) : null
      return {
        ko: { menu, name: name.ko, slug: oldSlug(row.slug, problems), order: Number(row.sort ?? row.id), visible: flag(row.status), title: title.ko ?? name.ko, ...(descriptionKo && { description: descriptionKo }), ...(page && text(page.meta_description) && { meta: { description: text(page.meta_description) } }) },
        en: english({ name: [name.en, name.ko], title: [title.en, title.ko ?? name.ko] }, { description: descriptionEn }),
        problems,
      }
    }, { adopt: async () => (menu ? findOne(ctx, 'sub-menus', { and: [{ menu: { equals: menu } }, { slug: { equals: text(row.slug) } }] }) : null) })
  })
}

/** Tables of a title, HTML content and the dates of a row, in both languages. */
async function titledPosts(ctx: Ctx, kind: string, table: string, collection: CollectionSlug, extra: (row: Row, problems: string[], alt: { ko: string; en?: string }) => Promise<Record<string, unknown> | { skip: string; detail?: string }> = async () => ({}), adopt?: (row: Row) => Promise<number | null>) {
  await each(ctx, kind, await liveRows(ctx, kind, table), (row) =>
    ctx.importer.item(kind, row.id, collection, row, async (): Promise<Built | { skip: string; detail?: string }> => {
      const problems: string[] = []
      const title = pair(row.title_ko, row.title_en, 'title', problems)
      if (!title.ko) return { skip: 'no title in either language' }
      const owner = { kind, id: String(row.id) }
      const alt = { ko: title.ko, en: title.en ?? undefined }
      const contentKo = await ctx.importer.html(text(row.content_ko) ? row.content_ko : row.content_en, owner, alt, problems)
      const contentEn = text(row.content_en) ? await ctx.importer.html(row.content_en, owner, alt, problems) : null
      const more = await extra(row, problems, alt)
      if ('skip' in more) return more as { skip: string; detail?: string }
      return {
        ko: { title: title.ko, ...(contentKo && { content: contentKo }), ...more },
        en: withStatus(english({ title: [title.en, title.ko] }, { content: contentEn }), more),
        problems,
        draft: more._status === 'draft',
      }
    }, { adopt: adopt ? () => adopt(row) : undefined }),
  )
}

const published = (row: Row, problems: string[]) => {
  const date = seoulTime(row.created_at)
  if (!date && text(row.created_at)) problems.push(`invalid date "${text(row.created_at)}", today used`)
  return date ?? new Date().toISOString()
}

/** A post whose required picture is missing is kept as a draft for staff to finish, not published without it. */
const status = (ready: boolean, problems: string[], what: string) => {
  if (!ready) problems.push(`${what} missing: saved as a draft, add one and publish`)
  return { _status: ready ? 'published' : 'draft' }
}

/** The English of a document with drafts is saved in the same state as its Korean. */
const withStatus = (en: Record<string, unknown> | undefined, ko: Record<string, unknown>) => (en && ko._status ? { ...en, _status: ko._status } : en)

/**
 * The English of a document, written only when the old row had some: Payload checks the required fields of the
 * language it writes, so those the row lacks in English are given their Korean (as the pages would fall back to).
 */
const english = (required: Record<string, [string | null | undefined, unknown]>, optional: Record<string, unknown>): Record<string, unknown> | undefined => {
  const given = Object.values(required).some(([en]) => en) || Object.values(optional).some(Boolean)
  if (!given) return undefined
  return { ...Object.fromEntries(Object.entries(required).map(([name, [en, ko]]) => [name, en || ko])), ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value)) }
}

async function news(ctx: Ctx) {
  const kind = 'news'
  await each(ctx, kind, await liveRows(ctx, kind, 'news'), (row) =>
    ctx.importer.item(kind, row.id, 'news', row, async () => {
      const problems: string[] = []
      const title = pair(row.title_ko, row.title_en, 'title', problems)
      if (!title.ko) return { skip: 'no title in either language' }
      const owner = { kind, id: String(row.id) }
      const alt = { ko: title.ko, en: title.en ?? undefined }
      const cover = (await ctx.importer.file(text(row.cover), owner, { alt })) ?? (await ctx.importer.file(text(row.thumbs), owner, { alt }))
      const summary = pair(row.summary_ko, row.summary_en, 'summary', problems)
      const contentKo = await ctx.importer.html(text(row.content_ko) ? row.content_ko : row.content_en, owner, alt, problems)
      const contentEn = text(row.content_en) ? await ctx.importer.html(row.content_en, owner, alt, problems) : null
      const ready = Boolean(cover && contentKo)
      const state = status(ready, problems, cover ? 'content' : 'cover image')
      return {
        ko: { title: title.ko, slug: oldSlug(row.slug, problems), ...(cover && { cover: cover.id }), summary: summary.ko?.slice(0, 400), ...(contentKo && { content: contentKo }), publishedAt: published(row, problems), ...state },
        en: withStatus(english({ title: [title.en, title.ko], content: [contentEn as never, contentKo] }, { summary: summary.en?.slice(0, 400) }), state),
        problems,
        draft: !ready,
      }
    }, { adopt: () => findOne(ctx, 'news', { slug: { equals: text(row.slug) } }) }),
  )
}

async function galleries(ctx: Ctx) {
  const kind = 'galleries'
  const images = await ctx.source.rows('gallery_images', { orderBy: 'gallery_id, sort IS NULL, sort, id' })
  await each(ctx, kind, await liveRows(ctx, kind, 'galleries'), async (row) => {
    const own = images.filter((image) => Number(image.gallery_id) === Number(row.id))
    return ctx.importer.item(kind, row.id, 'galleries', { row, own }, async () => {
      const problems: string[] = []
      const name = pair(row.name_kr, row.name_en, 'name', problems)
      if (!name.ko) return { skip: 'no name in either language' }
      const photos: number[] = []
      for (const [index, image] of own.entries()) {
        const alt = { ko: `${name.ko} 사진 ${index + 1}`, en: name.en ? `${name.en}, photo ${index + 1}` : undefined }
        const file = await ctx.importer.file(text(image.image), { kind, id: String(row.id) }, { alt })
        if (file) photos.push(file.id)
      }
      const description = pair(row.description_kr, row.description_en, 'description', problems)
      return {
        ko: { name: name.ko, slug: importedGallerySlug(row.id as number), description: description.ko, images: photos, publishedAt: published(row, problems), visible: true },
        en: english({ name: [name.en, name.ko] }, { description: description.en }),
        problems,
      }
    })
  })
}

async function popups(ctx: Ctx) {
  const kind = 'popups'
  await each(ctx, kind, await ctx.source.rows('popups'), (row) =>
    ctx.importer.item(kind, row.id, 'popups', row, async () => {
      const problems: string[] = []
      const name = text(row.title) ?? `팝업 ${row.id}`
      const content = await ctx.importer.html(row.content, { kind, id: String(row.id) }, { ko: name }, problems)
      const place = (value: unknown) => Math.min(100, Math.max(0, Number(value) || 0))
      return { ko: { name, ...(content && { content }), top: place(row.top), left: place(row.left), active: true, ...status(Boolean(content), problems, 'content') }, problems, draft: !content }
    }),
  )
}

const SOCIAL_ICONS = ['youtube', 'facebook', 'instagram', 'blog', 'kakao', 'x'] as const

async function socials(ctx: Ctx) {
  const kind = 'socials'
  await each(ctx, kind, await ctx.source.rows('socials'), (row) =>
    ctx.importer.item(kind, row.id, 'socials', row, async () => {
      if (!flag(row.status)) return { skip: 'switched off on the old site' }
      const classes = `${text(row.class) ?? ''} ${text(row.url) ?? ''}`.toLowerCase()
      const icon = SOCIAL_ICONS.find((candidate) => classes.includes(candidate)) ?? (classes.includes('twitter') ? 'x' : classes.includes('naver') ? 'blog' : null)
      if (!icon) return { skip: 'icon not among the site’s icons', detail: `"${text(row.class)}" (${text(row.url)})` }
      return { ko: { name: text(row.name) ?? icon, url: text(row.url), icon, order: Number(row.id) } }
    }),
  )
}

async function footerBanners(ctx: Ctx) {
  const kind = 'footer-banners'
  await each(ctx, kind, await ctx.source.rows('footer_tops'), (row) =>
    ctx.importer.item(kind, row.id, 'footer-banners', row, async () => {
      const image = await ctx.importer.file(text(row.image), { kind, id: String(row.id) }, { alt: { ko: `배너 ${row.id}`, en: `Banner ${row.id}` } })
      if (!image) return { skip: 'image missing' }
      if (!text(row.link)) return { skip: 'no link' }
      return { ko: { image: image.id, link: text(row.link), order: Number(row.id) } }
    }),
  )
}

async function faqs(ctx: Ctx) {
  const kind = 'faqs'
  await each(ctx, kind, await ctx.source.rows('faqs'), (row) =>
    ctx.importer.item(kind, row.id, 'faqs', row, async () => {
      const problems: string[] = []
      const question = text(row.question)
      if (!question) return { skip: 'no question' }
      const answer = await ctx.importer.html(row.answer, { kind, id: String(row.id) }, { ko: question }, problems)
      return { ko: { question, ...(answer && { answer }), order: Number(row.id), visible: flag(row.status) }, problems }
    }),
  )
}

async function counselling(ctx: Ctx) {
  const kind = 'admission-counselling'
  await each(ctx, kind, await liveRows(ctx, kind, 'admission_counsellings'), (row) =>
    ctx.importer.item(kind, row.id, 'admission-counselling', row, async () => {
      const problems: string[] = []
      const question = pair(row.question_ko, row.question_en, 'question', problems)
      if (!question.ko) return { skip: 'no question in either language' }
      const owner = { kind, id: String(row.id) }
      const answerKo = await ctx.importer.html(text(row.answer_ko) ? row.answer_ko : row.answer_en, owner, { ko: question.ko }, problems)
      const answerEn = text(row.answer_en) ? await ctx.importer.html(row.answer_en, owner, { ko: question.ko }, problems) : null
      return { ko: { question: question.ko, ...(answerKo && { answer: answerKo }), publishedAt: published(row, problems), visible: true }, en: english({ question: [question.en, question.ko] }, { answer: answerEn }), problems }
    }),
  )
}

async function boards(ctx: Ctx) {
  for (const [table, collection] of [
    ['academic_regulations', 'academic-regulation'],
    ['ministryof_ministries', 'ministry-of-ministry'],
    ['department_of_missiologies', 'department-of-missiology'],
    ['department_of_pastoral_music', 'department-of-pastoral-music'],
  ] as const) {
    await titledPosts(ctx, collection, table, collection, async (row) => ({ order: Number(row.id), visible: true }))
  }
  await titledPosts(ctx, 'article-publications', 'article_publications', 'article-publications', async (row, problems) => ({ publishedAt: published(row, problems), visible: true, _status: 'published' }))
  if (ctx.source.has('weekly_news')) await titledPosts(ctx, 'weekly-news', 'weekly_news', 'weekly-news', async (row, problems) => ({ publishedAt: published(row, problems), visible: true, _status: 'published' }))
  await titledPosts(ctx, 'offline-seminars', 'offline_seminars', 'offline-seminars', async (row, problems, alt) => {
    const image = await ctx.importer.file(text(row.preview_image), { kind: 'offline-seminars', id: String(row.id) }, { alt })
    return { ...(image && { previewImage: image.id }), eventDate: published(row, problems), visible: true, ...status(Boolean(image), problems, 'preview image') }
  })
  await titledPosts(ctx, 'downloads', 'downloads', 'downloads', async (row, problems) => {
    const file = text(row.file_path) ? await ctx.importer.file(text(row.file_path), { kind: 'downloads', id: String(row.id) }) : null
    if (text(row.file_path) && !file) problems.push('its file is missing: brought over without it')
    return { ...(file && { file: file.id }), publishedAt: published(row, problems), visible: true }
  })
}

async function staticPages(ctx: Ctx) {
  const kind = 'static-pages'
  await titledPosts(ctx, kind, 'static_pages', 'static-pages', async (row, problems) => ({ slug: oldSlug(row.slug, problems), visible: true }), (row) => findOne(ctx, 'static-pages', { slug: { equals: text(row.slug) } }))
}

async function sampleLectures(ctx: Ctx) {
  const kind = 'sample-lectures'
  await each(ctx, kind, await ctx.source.rows('sample_lectures'), (row) =>
    ctx.importer.item(kind, row.id, 'sample-lectures', row, async () => {
      const title = { ko: `맛보기 강의 ${row.sort ?? row.id}`, en: `Sample lecture ${row.sort ?? row.id}` }
      const owner = { kind, id: String(row.id) }
      const video = await ctx.importer.file(text(row.video), owner, { alt: title })
      const thumbnail = await ctx.importer.file(text(row.thumbs), owner, { alt: title })
      if (!video) return { skip: 'video missing' }
      if (!thumbnail) return { skip: 'thumbnail missing' }
      return { ko: { title: title.ko, video: video.id, thumbnail: thumbnail.id, order: Number(row.sort ?? row.id), visible: true }, en: { title: title.en }, problems: ['the old site had no title: a numbered one was given'] }
    }),
  )
}

/** The content kinds, in the order their references need (menus before sub-menus, departments before students). */
export const CONTENT_STEPS = [settings, departments, menus, subMenus, staticPages, news, galleries, popups, socials, footerBanners, faqs, counselling, boards, sampleLectures]
export type StepContext = Ctx
export { each, liveRows }
