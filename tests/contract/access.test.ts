import { call, createAsAdmin, deleteAsAdmin, loginAsAdmin, paragraphText } from './client'

/** Every collection, with a document the public must never read through Payload's own API. */
const HIDDEN: Record<string, Record<string, unknown>> = {
  menus: { name: '비공개', slug: 'private-menu', visible: false },
  'static-pages': { title: '비공개', slug: 'private-page', visible: false },
  'offline-seminars': { title: '비공개', previewImage: 2, eventDate: new Date().toISOString(), visible: false },
  'weekly-news': { title: '비공개', visible: false },
  'article-publications': { title: '비공개', visible: false },
  downloads: { title: '비공개', visible: false },
  'admission-counselling': { question: '비공개', visible: false },
  'academic-regulation': { title: '비공개', visible: false },
  'ministry-of-ministry': { title: '비공개', visible: false },
  'department-of-missiology': { title: '비공개', visible: false },
  'department-of-pastoral-music': { title: '비공개', visible: false },
  faqs: { question: '비공개', visible: false },
  galleries: { name: '비공개', slug: 'private-gallery', visible: false },
  'sample-lectures': { title: '비공개', video: 1, thumbnail: 2, visible: false },
  popups: { name: '비공개', content: paragraphText('비공개'), top: 1, left: 1, active: false },
  news: { title: '비공개', slug: 'private-news', cover: 2, content: paragraphText('비공개'), publishedAt: new Date().toISOString(), _status: 'draft' },
}

const PUBLIC_WITHOUT_FLAG = ['subject-groups', 'socials', 'footer-banners', 'departments', 'admission-rounds', 'media', 'files', 'professors']
const PRIVATE = ['users']

describe('Payload’s REST API for anonymous visitors', () => {
  it.each(Object.entries(HIDDEN))('never shows a hidden %s document', async (collection, data) => {
    const doc = await createAsAdmin(collection, data)
    const list = await call<{ docs: { id: number }[] }>(`/cms-api/${collection}?limit=1000&depth=0`)
    expect(list.status).toBe(200)
    expect(list.body.docs.map((item) => item.id)).not.toContain(doc.id)
    expect((await call(`/cms-api/${collection}/${doc.id}`)).status).toBe(404)
    const asAdmin = await call(`/cms-api/${collection}/${doc.id}?draft=true`, { token: await loginAsAdmin() })
    expect(asAdmin.status).toBe(200)
    await deleteAsAdmin(collection, doc.id)
  })

  it.each([...Object.keys(HIDDEN), ...PUBLIC_WITHOUT_FLAG, ...PRIVATE])('refuses anonymous writes to %s', async (collection) => {
    expect((await call(`/cms-api/${collection}`, { method: 'POST', body: { title: 'x', name: 'x' } })).status).toBe(403)
    expect((await call(`/cms-api/${collection}/1`, { method: 'PATCH', body: { title: 'x' } })).status).toBe(403)
    expect((await call(`/cms-api/${collection}/1`, { method: 'DELETE' })).status).toBe(403)
  })

  it('refuses anonymous reads of user accounts and of the settings update', async () => {
    expect((await call('/cms-api/users')).status).toBe(403)
    expect((await call('/cms-api/users/1')).status).toBe(403)
    expect((await call('/cms-api/globals/settings', { method: 'POST', body: { schoolName: 'x' } })).status).toBe(403)
  })

  it('keeps Payload off /api: the contract owns that namespace', async () => {
    expect((await call('/api/users')).status).toBe(404)
    expect((await call('/cms-api/menus?limit=1')).status).toBe(200)
  })
})

describe('accounts that are not admins', () => {
  it('cannot write content or read other accounts', async () => {
    const student = await createAsAdmin('users', { email: 'student-access@example.com', password: 'student-password-1', name: '학생', type: 'student', state: 'active' })
    const login = await call<{ token: string }>('/cms-api/users/login', { method: 'POST', body: { email: 'student-access@example.com', password: 'student-password-1' } })
    const token = login.body.token
    expect((await call('/cms-api/menus', { method: 'POST', token, body: { name: 'x', slug: 'student-menu' } })).status).toBe(403)
    const users = await call<{ docs: { id: number }[] }>('/cms-api/users', { token })
    expect(users.body.docs.map((user) => user.id)).toEqual([student.id])
    const promote = await call(`/cms-api/users/${student.id}`, { method: 'PATCH', token, body: { type: 'admin' } })
    expect(promote.status).toBe(403)
    await deleteAsAdmin('users', student.id)
  })
})
