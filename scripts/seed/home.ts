import type { Payload } from 'payload'

import { demoImage, demoPicture, demoVideo, demoVideoCaptions } from './assets'
import { fromText } from './lexical'
import { seedContext, ensureDocument } from './upsert'

const LECTURES = [
  { ko: '구약 개론: 창조와 언약', en: 'Old Testament survey: creation and covenant' },
  { ko: '신약 개론: 복음서 읽기', en: 'New Testament survey: reading the Gospels' },
  { ko: '조직신학: 하나님에 대하여', en: 'Systematic theology: the doctrine of God' },
  { ko: '선교학 입문', en: 'Introduction to missiology' },
  { ko: '예배와 음악', en: 'Worship and music' },
  { ko: '설교의 실제', en: 'Preaching in practice' },
]

const GALLERIES = [
  { slug: 'opening-worship', ko: '개강 예배', en: 'Opening worship' },
  { slug: 'spring-retreat', ko: '봄 수련회', en: 'Spring retreat' },
  { slug: 'mission-practicum', ko: '선교 현장 실습', en: 'Mission practicum' },
  { slug: 'music-concert', ko: '교회음악 연주회', en: 'Pastoral music concert' },
  { slug: 'graduation', ko: '학위 수여식', en: 'Graduation' },
  { slug: 'campus-life', ko: '캠퍼스 생활', en: 'Campus life' },
  { slug: 'christmas-service', ko: '성탄 예배', en: 'Christmas service' },
]

const DEPARTMENTS = [
  { code: '10', ko: '목회학과', en: 'Department of Ministry' },
  { code: '20', ko: '선교학과', en: 'Department of Missiology' },
  { code: '30', ko: '교회음악학과', en: 'Department of Pastoral Music' },
]

const SOCIALS = [
  { icon: 'youtube', url: 'https://www.youtube.com/@icseminary', ko: '유튜브', en: 'YouTube' },
  { icon: 'facebook', url: 'https://www.facebook.com/icseminary', ko: '페이스북', en: 'Facebook' },
  { icon: 'instagram', url: 'https://www.instagram.com/icseminary', ko: '인스타그램', en: 'Instagram' },
  { icon: 'blog', url: 'https://blog.naver.com/icseminary', ko: '블로그', en: 'Blog' },
]

async function seedSettings(payload: Payload) {
  const current = await payload.findGlobal({ slug: 'settings', overrideAccess: true, depth: 0 })
  if (current.schoolName) return
  await payload.updateGlobal({
    slug: 'settings',
    locale: 'ko',
    overrideAccess: true,
    context: seedContext(),
    data: {
      schoolName: '국제기독신학교',
      schoolMessage: '말씀 위에 서서 세상을 섬기는 사역자를 길러냅니다.',
      homeVideoUrl: '/videos/campus/index.m3u8',
      street: '서울특별시 강남구 테헤란로 123',
      city: '서울',
      postalCode: '06236',
      phone: '02-123-4567',
      email: 'office@icseminary.example',
    },
  })
  await payload.updateGlobal({
    slug: 'settings',
    locale: 'en',
    overrideAccess: true,
    context: seedContext(),
    data: {
      schoolName: 'International Christian Seminary',
      schoolMessage: 'Standing on the Word, we train ministers who serve the world.',
      street: '123 Teheran-ro, Gangnam-gu',
      city: 'Seoul',
    },
  })
}

/** The home video's poster, also for a database seeded before the setting existed. */
export async function seedHomePoster(payload: Payload) {
  const current = await payload.findGlobal({ slug: 'settings', overrideAccess: true, depth: 0 })
  if (current.homePoster) return
  // The home video's first frame (scripts/seed/home-video.mjs made both).
  const homePoster = await demoPicture(payload, 'home-poster-dawn.jpg', 'public/videos/campus/poster.jpg', { ko: '새벽빛이 비치는 언덕 위의 학교 예배당', en: 'The school chapel on a hill in the light of dawn' })
  await payload.updateGlobal({ slug: 'settings', overrideAccess: true, context: seedContext(), data: { homePoster } })
}

export async function seedHome(payload: Payload) {
  await seedSettings(payload)
  const video = await demoVideo(payload, 'sample-lecture.mp4', { ko: '샘플 강의 영상', en: 'Sample lecture video' })
  await demoVideoCaptions(payload, video)
  for (const [index, title] of LECTURES.entries()) {
    const thumbnail = await demoImage(payload, `lecture-${index + 1}`, title, index)
    await ensureDocument(payload, 'sample-lectures', { order: { equals: index + 1 } }, { title: title.ko, video, thumbnail, order: index + 1, visible: true }, { title: title.en })
  }
  for (const [index, gallery] of GALLERIES.entries()) {
    const images = []
    for (let photo = 1; photo <= 4; photo += 1) {
      const caption = { ko: `${gallery.ko} 사진 ${photo}`, en: `${gallery.en}, photo ${photo}` }
      images.push(await demoImage(payload, `gallery-${gallery.slug}-${photo}`, caption, index + photo))
    }
    await ensureDocument(
      payload,
      'galleries',
      { slug: { equals: gallery.slug } },
      { slug: gallery.slug, name: gallery.ko, description: `${gallery.ko} 현장의 모습입니다.`, images, publishedAt: daysAgo(index * 20), visible: true },
      { name: gallery.en, description: `Moments from the ${gallery.en.toLowerCase()}.` },
    )
  }
  await ensureDocument(
    payload,
    'popups',
    { name: { equals: '원서 접수 안내' } },
    {
      name: '원서 접수 안내',
      content: fromText('## 신입생 모집\n\n지금 온라인으로 원서를 접수하고 있습니다.'),
      link: { label: '온라인 지원하기', url: '/student-registration' },
      top: 12,
      left: 8,
      active: true,
      _status: 'published',
    },
    { content: fromText('## Now admitting\n\nApplications are open online.'), link: { label: 'Apply online', url: '/student-registration' }, _status: 'published' },
  )
  for (const [index, social] of SOCIALS.entries()) {
    await ensureDocument(payload, 'socials', { icon: { equals: social.icon } }, { name: social.ko, url: social.url, icon: social.icon, order: index + 1 }, { name: social.en })
  }
  for (let index = 1; index <= 4; index += 1) {
    const image = await demoImage(payload, `banner-${index}`, { ko: `협력 기관 ${index}`, en: `Partner ${index}` }, index)
    await ensureDocument(payload, 'footer-banners', { order: { equals: index } }, { link: `https://partner${index}.example.org`, image, order: index })
  }
  const departments = []
  for (const [index, department] of DEPARTMENTS.entries()) {
    departments.push(await ensureDocument(payload, 'departments', { code: { equals: department.code } }, { code: department.code, name: department.ko, openForApplication: true, order: index + 1 }, { name: department.en }))
  }
  // Open for applications all year, so that the demo (and the tests) can apply; its results are announced after that.
  await ensureDocument(
    payload,
    'admission-rounds',
    { name: { equals: '데모 신입생 모집' } },
    {
      name: '데모 신입생 모집',
      departments: departments.map(({ id }) => ({ department: id, places: 30 })),
      applicationOpensAt: daysAgo(30),
      applicationClosesAt: daysAgo(-365),
      interviewDays: [{ day: daysAgo(-368) }],
      whatToBring: '신분증 (주민등록증, 운전면허증 또는 여권)\n필기구\n수험표',
      announcementAt: daysAgo(-372),
      enrolmentOpensAt: daysAgo(-373),
      enrolmentClosesAt: daysAgo(-380),
    },
    { name: 'Demo admission round', whatToBring: 'An identity card or passport\nA pen\nThis admission ticket' },
  )
}

export function daysAgo(days: number): string {
  return new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString()
}
