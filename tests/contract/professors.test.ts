import type { ProfessorGroups } from '@/lib/api/types'

import { call, get, loginAsAdmin } from './client'

describe('GET /api/professors', () => {
  it('is a bare object keyed by subject group, members in admin-set order', async () => {
    const { status, body } = await get<ProfessorGroups>('/api/professors')
    expect(status).toBe(200)
    expect(Object.keys(body)).toEqual(['성서신학', '조직신학', '실천신학', '선교학'])
    expect(body['성서신학'].map((professor) => professor.name)).toEqual(['김은혜', '정다윗', '박믿음'])
    const first = body['성서신학'][0]
    expect(Object.keys(first).sort()).toEqual(['address', 'details', 'details_image', 'id', 'name', 'photo', 'subject'])
    expect(first).toMatchObject({ address: null, subject: { name: '성서신학' } })
    expect(first.photo).toMatch(/^\/media\/professor-1-800x\d+\.webp$/)
    expect(body['성서신학'][1].address).toBe('본관 304호')
  })

  it('groups in English and lists adjunct professors with ?kind=adjunct', async () => {
    const en = await get<ProfessorGroups>('/api/professors?locale=en')
    expect(Object.keys(en.body)).toEqual(['Biblical Studies', 'Systematic Theology', 'Practical Theology', 'Missiology'])
    expect(en.body['Biblical Studies'][0].name).toBe('Eun-hye Kim')
    const adjunct = await get<ProfessorGroups>('/api/professors?kind=adjunct')
    expect(Object.values(adjunct.body).flat()).toHaveLength(4)
  })

  it('never exposes private contact data, here or through Payload’s API', async () => {
    const text = JSON.stringify((await get('/api/professors')).body)
    expect(text).not.toMatch(/@icseminary|010-5555|비공개구|birth/i)
    const raw = await call<{ docs: Record<string, unknown>[] }>('/cms-api/professors?limit=100')
    expect(raw.status).toBe(200)
    for (const doc of raw.body.docs) {
      expect(doc).not.toHaveProperty('email')
      expect(doc).not.toHaveProperty('phone')
      expect(doc).not.toHaveProperty('birthDate')
      expect(doc).not.toHaveProperty('homeAddress')
      expect(doc).not.toHaveProperty('user')
    }
    const asAdmin = await call<{ docs: Record<string, unknown>[] }>('/cms-api/professors?limit=1&sort=order', { token: await loginAsAdmin() })
    expect(asAdmin.body.docs[0]).toMatchObject({ email: 'professor1@icseminary.example', phone: '010-5555-1000' })
  })
})

describe('the professors’ pages', () => {
  it.each([
    ['', ['성서신학', '조직신학', '실천신학', '선교학'], '김은혜', '김요한'],
    ['/en', ['Biblical Studies', 'Systematic Theology', 'Practical Theology', 'Missiology'], 'Eun-hye Kim', 'Yo-han Kim'],
  ])('%s show the full-time and the adjunct professors by subject group, without their private contact data', async (prefix, groups, fullTime, adjunct) => {
    for (const [path, first] of [['/department-guide/professor-introduction', fullTime], ['/department-guide/adjunct-professor-introduce', adjunct]]) {
      const { status, body } = await get<string>(`${prefix}${path}`)
      expect(status).toBe(200)
      // Every subject group a tab (Radix's triggers are buttons with role="tab"), the first group's first professor shown.
      for (const group of groups) expect(body).toMatch(new RegExp(`<button[^>]*role="tab"[^>]*>${group}</button>`))
      expect(body).toMatch(new RegExp(`<h2[^>]*>${first}</h2>`))
      // The seed gives every professor an e-mail (professorN@…), a phone (010-5555-…), a birth date and a home address (…비공개구…).
      for (const privateText of [/professor\d+@/, /010-5555/, /비공개구/, /birthDate|homeAddress/]) expect(body).not.toMatch(privateText)
    }
  })
})
