import type { Payload } from 'payload'

import { TAB_ITEM_COLLECTIONS } from '../../cms/collections/tab-items'
import { demoImage } from './assets'
import { daysAgo } from './home'
import { fromText } from './lexical'
import { DEMO, type Text } from './lists'
import { ensureDocument } from './upsert'

const SUBJECT_GROUPS: Text[] = [
  { ko: '성서신학', en: 'Biblical Studies' },
  { ko: '조직신학', en: 'Systematic Theology' },
  { ko: '실천신학', en: 'Practical Theology' },
  { ko: '선교학', en: 'Missiology' },
]

const FAMILY_NAMES = [
  { ko: '김', en: 'Kim' },
  { ko: '이', en: 'Lee' },
  { ko: '박', en: 'Park' },
  { ko: '최', en: 'Choi' },
  { ko: '정', en: 'Jung' },
  { ko: '강', en: 'Kang' },
]
const GIVEN_NAMES = [
  { ko: '은혜', en: 'Eun-hye' },
  { ko: '소망', en: 'So-mang' },
  { ko: '요한', en: 'Yo-han' },
  { ko: '믿음', en: 'Mi-deum' },
  { ko: '다윗', en: 'Da-wit' },
]

const TAB_TITLES: Record<(typeof TAB_ITEM_COLLECTIONS)[number], Text[]> = {
  'academic-regulation': [
    { ko: '제1장 총칙', en: 'Chapter 1. General provisions' },
    { ko: '제2장 입학', en: 'Chapter 2. Admission' },
    { ko: '제3장 수업과 학점', en: 'Chapter 3. Classes and credits' },
    { ko: '제4장 졸업', en: 'Chapter 4. Graduation' },
  ],
  'ministry-of-ministry': [
    { ko: '교육 목표', en: 'Goals' },
    { ko: '교육 과정', en: 'Curriculum' },
    { ko: '졸업 후 진로', en: 'After graduation' },
  ],
  'department-of-missiology': [
    { ko: '교육 목표', en: 'Goals' },
    { ko: '현장 실습', en: 'Field practicum' },
    { ko: '졸업 후 진로', en: 'After graduation' },
  ],
  'department-of-pastoral-music': [
    { ko: '교육 목표', en: 'Goals' },
    { ko: '실기 과정', en: 'Performance training' },
    { ko: '졸업 후 진로', en: 'After graduation' },
  ],
}

async function seedProfessors(payload: Payload) {
  const groupIds: number[] = []
  for (const [index, group] of SUBJECT_GROUPS.entries()) {
    const doc = await ensureDocument(payload, 'subject-groups', { name: { equals: group.ko } }, { name: group.ko, order: index + 1 }, { name: group.en })
    groupIds.push(doc.id)
  }
  for (let index = 0; index < 16; index += 1) {
    const family = FAMILY_NAMES[index % FAMILY_NAMES.length]
    const given = GIVEN_NAMES[index % GIVEN_NAMES.length]
    const name = { ko: `${family.ko}${given.ko}`, en: `${given.en} ${family.en}` }
    const group = SUBJECT_GROUPS[index % SUBJECT_GROUPS.length]
    const adjunct = index >= 12
    const photo = await demoImage(payload, `professor-${index + 1}`, { ko: `${name.ko} 교수 사진`, en: `Portrait of ${name.en}` }, index)
    const biography = { ko: `${name.ko} 교수 약력`, en: `Biography of ${name.en}` }
    const detailsImage = await demoImage(payload, `professor-details-${index + 1}`, biography, index + 3)
    // The English "Load More" opens an image written in English.
    const englishDetailsImage = await demoImage(payload, `professor-details-${index + 1}-en`, biography, index + 3, { caption: biography.en })
    await ensureDocument(
      payload,
      'professors',
      { name: { equals: name.ko } },
      {
        name: name.ko,
        kind: adjunct ? 'adjunct' : 'full-time',
        subjectGroup: groupIds[index % groupIds.length],
        photo,
        detailsImage,
        details: fromText(`## 학력\n\n${group.ko} 박사 (Ph.D.)\n\n## 경력\n\n국제기독신학교 ${group.ko} 교수`),
        officeAddress: index % 3 === 0 ? null : `본관 ${300 + index}호`,
        email: `professor${index + 1}@icseminary.example`,
        phone: `010-5555-${String(1000 + index)}`,
        birthDate: `19${60 + index}-03-15T00:00:00.000Z`,
        homeAddress: `서울시 비공개구 ${index + 1}번지`,
        order: index + 1,
        visible: true,
      },
      {
        name: name.en,
        details: fromText(
          `## Education\n\nPh.D. in ${group.en}\n\n## Career\n\nProfessor of ${group.en}, International Christian Seminary\n\n## Teaching\n\nCourses in ${group.en.toLowerCase()} for the bachelor's and master's programmes, taught in Korean with English readings.`,
        ),
        detailsImage: englishDetailsImage,
        officeAddress: index % 3 === 0 ? null : `Main building, room ${300 + index}`,
      },
    )
  }
}

async function seedQuestions(payload: Payload) {
  for (const [index, item] of DEMO.counselling.entries()) {
    await ensureDocument(
      payload,
      'admission-counselling',
      { question: { equals: item.question.ko } },
      { question: item.question.ko, answer: fromText(item.answer.ko), publishedAt: daysAgo(index * 4 + 1), visible: true },
      { question: item.question.en, answer: fromText(item.answer.en) },
    )
  }
  for (const [index, item] of DEMO.faqs.entries()) {
    await ensureDocument(
      payload,
      'faqs',
      { question: { equals: item.question.ko } },
      { question: item.question.ko, answer: fromText(item.answer.ko), order: index + 1, visible: true },
      { question: item.question.en, answer: fromText(item.answer.en) },
    )
  }
}

async function seedTabs(payload: Payload) {
  for (const collection of TAB_ITEM_COLLECTIONS) {
    for (const [index, title] of TAB_TITLES[collection].entries()) {
      await ensureDocument(
        payload,
        collection,
        { title: { equals: title.ko } },
        { title: title.ko, content: fromText(`## ${title.ko}\n\n${title.ko}에 대한 세부 내용입니다.`), order: index + 1, visible: true },
        { title: title.en, content: fromText(`## ${title.en}\n\nDetails of this section: ${title.en.toLowerCase()}.`) },
      )
    }
  }
}

export async function seedPeople(payload: Payload) {
  await seedProfessors(payload)
  await seedQuestions(payload)
  await seedTabs(payload)
}
