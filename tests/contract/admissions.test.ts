import type { Department, ItemEnvelope, ListEnvelope, RegistrationOpen, Statistics } from '@/lib/api/types'

import { moveRounds, rounds } from './admission-rounds'
import { call, createAsAdmin, deleteAsAdmin, get, ISO_DATE, loginAsAdmin } from './client'

describe('GET /api/departments', () => {
  it('lists departments open for application, in admin-set order', async () => {
    const closed = await createAsAdmin('departments', { name: '폐지 학과', code: '90', openForApplication: false, order: 0 })
    const { status, body } = await get<ListEnvelope<Department>>('/api/departments?locale=en')
    expect(status).toBe(200)
    expect(body.data.map(({ name }) => name)).toEqual(['Department of Ministry', 'Department of Missiology', 'Department of Pastoral Music'])
    expect(Object.keys(body.data[0]).sort()).toEqual(['id', 'name'])
    await deleteAsAdmin('departments', closed.id)
  })
})

describe('GET /api/registrationOpen', () => {
  it('is a bare object describing the current round\'s application period', async () => {
    const { status, body } = await get<RegistrationOpen>('/api/registrationOpen')
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual(['ends_at', 'open', 'starts_at'])
    expect(body.open).toBe(true)
    expect(body.starts_at).toMatch(ISO_DATE)
    expect(Date.parse(body.ends_at!)).toBeGreaterThan(Date.now())
  })

  it('says closed, with the next period, when none is open now', async () => {
    const token = await loginAsAdmin()
    const all = await rounds(token)
    const current = all.find((round) => Date.parse(round.applicationOpensAt) <= Date.now() && Date.now() < Date.parse(round.applicationClosesAt))!
    const ms = Date.now() + 10 * 86_400_000 - Date.parse(current.applicationOpensAt)
    const undo = await moveRounds(token, all.filter((round) => round.applicationOpensAt >= current.applicationOpensAt), ms)
    try {
      const { body } = await get<RegistrationOpen>('/api/registrationOpen')
      expect(body).toEqual({ open: false, starts_at: new Date(Date.parse(current.applicationOpensAt) + ms).toISOString(), ends_at: new Date(Date.parse(current.applicationClosesAt) + ms).toISOString() })
    } finally {
      await undo()
    }
    expect((await get<RegistrationOpen>('/api/registrationOpen')).body.open).toBe(true)
  })
})

describe('GET /api/statistics', () => {
  it('returns the public counts only', async () => {
    const activeStudents = await call<{ totalDocs: number }>('/cms-api/users/count?where[type][equals]=student&where[state][equals]=active', { token: await loginAsAdmin() })
    const { status, body } = await get<ItemEnvelope<Statistics>>('/api/statistics')
    expect(status).toBe(200)
    expect(body.data).toEqual({ students: activeStudents.body.totalDocs, professors: 16, departments: 3, news: 26 })
  })
})
