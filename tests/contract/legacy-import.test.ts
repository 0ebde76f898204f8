import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import mysql from 'mysql2/promise'

import { adminSignIn } from '../setup/admin-sign-in'
import { query } from '../setup/database'
import { callSite, freshAddress, type Reply } from '../setup/http'
import { dropDatabase, loadDatabase, mariadbAnswers, MARIADB_URL } from '../setup/mariadb'
import type { ServerInfo } from '../setup/server-info'
import { exited, serveSite, startSite, stopSite } from '../setup/site-server'
import { makeOldStorage } from '../fixtures/legacy/storage'

/**
 * A real school's first start (DEMO_CONTENT=off) and its move from the old site (`npm run import:legacy`): the old
 * database (tests/fixtures/legacy/old-site.sql) in MariaDB and its storage folder of real files, brought over into a
 * site on SQLite (once: the PostgreSQL run shares its database with the contract server). See docs/moving-in.md.
 */
const runs = process.env.TEST_DATABASE !== 'postgres' && mariadbAnswers()
const describeWithMariadb = runs ? describe : describe.skip

const OLD_URL = 'https://old.icu.example'
const DATABASE = `import_contract_${process.pid}`

type Run = { status: number | null; output: string }

// Each step runs scripts and the site's sign-in hashing (bcrypt, then PBKDF2): Jest's five seconds are too short on a loaded machine.
jest.setTimeout(60_000)

describeWithMariadb('moving in from the old site', () => {
  let site: ServerInfo
  let database: string
  let storage: string
  let oldFiles: Record<string, Buffer>

  const env = () => ({ ...process.env, DATA_DIR: site.dataDir, DATABASE_URL: '', NODE_ENV: 'production' as const, PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts', DISABLE_PAYLOAD_HMR: 'true' })
  const args = (extra: string[] = [], url = database) => ['scripts/run-script.mjs', 'scripts/import-legacy.ts', '--database', url, '--storage', storage, '--old-url', OLD_URL, ...extra]
  const runImport = (extra: string[] = [], url = database): Run => {
    const result = spawnSync(process.execPath, args(extra, url), { env: env(), encoding: 'utf8', timeout: 300_000 })
    return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
  }
  const call = <T = unknown>(pathname: string, options: Parameters<typeof callSite>[2] = {}): Promise<Reply<T>> => callSite<T>(site.baseUrl, pathname, options)
  /** A change to the old database, as the operator makes it. */
  const changeOldDatabase = async (statement: string) => {
    const connection = await mysql.createConnection({ uri: database })
    await connection.query(statement).finally(() => connection.end())
  }
  const count = async (table: string, where = '1 = 1') => Number((await query<{ n: number }>(site, `SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`))[0].n)
  /** The report's table: per kind, read, imported, updated, unchanged, skipped. */
  const table = (output: string) =>
    Object.fromEntries([...output.matchAll(/^(\S+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)$/gm)].map(([, kind, ...numbers]) => [kind, numbers.map(Number)]))
  /** Stops the site and keeps its data, for the import to write into it as on the day of the switch. */
  const pause = async () => {
    process.kill(-site.pid, 'SIGTERM')
    await exited(site.pid)
  }

  beforeAll(async () => {
    database = await loadDatabase(DATABASE, path.resolve('tests/fixtures/legacy/old-site.sql'))
    storage = fs.mkdtempSync(path.join(os.tmpdir(), 'old-storage-'))
    oldFiles = await makeOldStorage(storage)
    site = await startSite(undefined, { DATABASE_URL: '', DEMO_CONTENT: 'off', JOBS_RUN_EVERY_SECONDS: '1' })
  }, 300_000)

  afterAll(async () => {
    if (site) await stopSite(site)
    if (storage) fs.rmSync(storage, { recursive: true, force: true })
    await dropDatabase(DATABASE)
  })

  it('starts with the structure and none of the demo content, the first admin only', async () => {
    const menus = await call<{ data: { slug: string; sub_menus: unknown[] }[] }>('/api/menus')
    expect(menus.body.data.map((menu) => menu.slug)).toEqual(expect.arrayContaining(['school-guide', 'admission-guide', 'academic-information', 'department-guide', 'community', 'news']))
    expect(menus.body.data.every((menu) => menu.sub_menus.length > 0)).toBe(true)
    expect((await call<{ data: unknown[] }>('/api/news')).body.data).toEqual([])
    expect((await call<{ data: unknown[] }>('/api/popups')).body.data).toEqual([])
    expect((await call<{ data: unknown[] }>('/api/departments')).body.data).toEqual([])
    expect((await call<{ data: { school_name: string } }>('/api/settings')).body.data.school_name).toBe('')
    const policy = await call<{ data: { content: string } }>('/api/static-page/privacy-policy')
    expect(policy.body.data.content).toContain('[[학교 이름]]')
    expect(policy.body.data.content).not.toContain('국제기독신학교')
    expect((await query<{ type: string; email: string }>(site, 'SELECT type, email FROM users')).map(({ type, email }) => ({ type, email }))).toEqual([{ type: 'admin', email: site.adminEmail }])
    expect(await count('professors')).toBe(0)
    await pause()
  })

  it('says plainly that the old database cannot be opened, and writes nothing', async () => {
    const wrongPassword = runImport([], `${MARIADB_URL.replace('mysql://root@', 'mysql://root:not-the-password@')}/${DATABASE}`)
    expect(wrongPassword.status).toBe(2)
    expect(wrongPassword.output).toContain('refused the user name or password')
    const nobody = runImport([], `mysql://root@127.0.0.1:1/${DATABASE}`)
    expect(nobody.status).toBe(2)
    expect(nobody.output).toContain('does not answer at 127.0.0.1:1')
    const missingStorage = spawnSync(process.execPath, ['scripts/run-script.mjs', 'scripts/import-legacy.ts', '--database', database, '--storage', `${storage}-missing`], { env: env(), encoding: 'utf8' })
    expect(missingStorage.status).toBe(2)
    expect(await count('import_reports')).toBe(0)
    expect(await count('legacy_records')).toBe(0)
  }, 120_000)

  it('stops before writing anything while an old row cannot come over, naming the row, the reason and the fix', async () => {
    for (const run of [runImport(), runImport(['--dry-run'])]) {
      expect(run.status).toBe(3)
      expect(run.output).toContain('3 old row(s) cannot come over as they are, and the import has written nothing.')
      expect(run.output).toContain(`- students 6: gender "unknown" is not male or female.\n  Fix: UPDATE students SET gender = 'male' (or 'female') WHERE id = 6`)
      expect(run.output).toContain(`- students 6: date of birth "0000-00-00" is not a date.\n  Fix: UPDATE students SET dob = 'YYYY-MM-DD' WHERE id = 6`)
      expect(run.output).toContain(`- students 7: same e-mail as professors 1: one account per e-mail.\n  Fix: give one of them its own e-mail: UPDATE students SET email = '…' WHERE id = 7`)
      // The terminal's output goes into logs: no one's e-mail in it.
      expect(run.output).not.toContain('kim.prof@old.example')
    }
    for (const table of ['import_reports', 'legacy_records', 'departments', 'news', 'media', 'applications']) expect([table, await count(table)]).toEqual([table, 0])
    expect(await count('users')).toBe(1)
    // The operator does as the fixes say.
    await changeOldDatabase("UPDATE students SET gender = 'female', dob = '1993-03-03' WHERE id = 6")
    await changeOldDatabase("UPDATE students SET email = 'dup.student@old.example' WHERE id = 7")
  }, 300_000)

  it('writes nothing on a dry run, and says what it would do', async () => {
    const dry = runImport(['--dry-run'])
    expect(dry.status).toBe(0)
    expect(dry.output).toContain('Dry run of the import')
    expect(table(dry.output).news).toEqual([5, 4, 0, 0, 1])
    // Every old department, whatever its code; the soft-deleted one aside.
    expect(table(dry.output).departments).toEqual([6, 5, 0, 0, 1])
    expect(dry.output).toContain('departments 5: old code "MDIV" kept for the old student numbers; set its two-digit 학과 코드 before approving new applications to it')
    expect(await count('news')).toBe(0)
    expect(await count('legacy_records')).toBe(0)
    expect(await count('media')).toBe(0)
  }, 300_000)

  it('completes an import cut off midway when it is run again', async () => {
    const child = spawn(process.execPath, args(), { env: env(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        // Cut off in the middle of the content, as a closed terminal or a full disk would.
        if (/\[import\] static-pages: 2\/2/.test(output)) {
          process.kill(-child.pid!, 'SIGKILL')
          resolve()
        }
      })
      child.on('exit', () => resolve())
    })
    expect(output).not.toContain('[import] students')
    expect(await count('import_reports', "status = 'running'")).toBe(1)

    const completed = runImport()
    expect(completed.status).toBe(0)
    const counts = table(completed.output)
    expect(counts.menus[2] + counts.menus[3]).toBe(3)
    // The news came after the cut: brought over now, or (the first of them) just before it and then found unchanged.
    expect([counts.news[1] + counts.news[3], counts.news[2]]).toEqual([4, 0])
    expect(counts.departments[1] + counts.departments[3]).toBe(5)
    expect(counts.students).toEqual([9, 6, 0, 0, 3])
    expect(completed.output).toContain('news/not-there.jpg')
    expect(completed.output).toContain('downloads/lost.pdf')
    expect(completed.output).toMatch(/news 5: file not brought over \(not a readable image\): news\/broken\.jpg/)
    expect(completed.output).toMatch(/personal data past its retention period/)
    expect(await count('news')).toBe(4)
  }, 600_000)

  describe('after the import', () => {
    beforeAll(async () => {
      site = await serveSite(site)
    }, 120_000)

    it('serves the old news in both languages, its pictures brought over and its addresses rewritten', async () => {
      const list = await call<{ data: { slug: string }[] }>('/api/news')
      expect(list.body.data.map((item) => item.slug).sort()).toEqual(['korean-only-notice', 'opening-ceremony'])
      const ko = await call<{ data: { title: string; content: string; created_at_raw: string } }>('/api/news/opening-ceremony?content=true&locale=ko')
      expect(ko.body.data.title).toBe('개강 예배')
      expect(ko.body.data.content).toContain('환영')
      expect(ko.body.data.content).toMatch(/<img[^>]+src="\/media\/[^"]+"/)
      expect(ko.body.data.content).not.toContain('/storage/')
      expect(new Date(ko.body.data.created_at_raw).toISOString()).toBe('2021-05-07T05:12:33.000Z')
      const en = await call<{ data: { title: string; content: string } }>('/api/news/opening-ceremony?content=true&locale=en')
      expect(en.body.data.title).toBe('Opening ceremony')
      expect(en.body.data.content).not.toContain(OLD_URL)
      expect((await call('/api/news/deleted-news')).status).toBe(404)
      const page = await call<string>('/news/announcement/opening-ceremony')
      expect(page.body).toContain('개강 예배')
      const english = await call<string>('/en/news/announcement/opening-ceremony')
      expect(english.body).toContain('Opening ceremony')
      const oldAddress = await fetch(`${site.baseUrl}/community/news/opening-ceremony`, { redirect: 'manual' })
      expect([oldAddress.status, oldAddress.headers.get('location')]).toEqual([301, '/news/announcement/opening-ceremony'])
    })

    it('answers an old gallery address, by the old site’s number, with the gallery it became', async () => {
      const old = await fetch(`${site.baseUrl}/community/gallery/7`, { redirect: 'manual' })
      expect([old.status, old.headers.get('location')]).toEqual([308, '/community/gallery/gallery-7'])
      const english = await fetch(`${site.baseUrl}/en/community/gallery/7`, { redirect: 'manual' })
      expect([english.status, english.headers.get('location')]).toEqual([308, '/en/community/gallery/gallery-7'])
      const gallery = await call<{ data: { name: string } }>('/api/galleries/gallery-7?locale=ko')
      expect(gallery.body.data.name).toBe('2021 졸업식')
    })

    it('keeps the old pages, cleaned of scripts', async () => {
      const dormitory = await call<{ data: { title: string; description: string } }>('/api/pages/campus-life/dormitory?locale=ko')
      expect(dormitory.body.data.title).toBe('기숙사 안내')
      expect(dormitory.body.data.description).toContain('120명')
      expect(dormitory.body.data.description).not.toMatch(/<script|alert\(/)
      const clubs = await call<{ data: { description: string } }>('/api/pages/campus-life/clubs?locale=en')
      expect(clubs.body.data.description).not.toContain('onclick')
      expect(clubs.body.data.description).toContain('href="/news/announcement/opening-ceremony"')
      expect((await call<{ data: { title: string } }>('/api/static-page/about-us?locale=en')).body.data.title).toBe('About Us')
    })

    it('brings documents over byte for byte, and answers the old file addresses with 301', async () => {
      const downloads = await call<{ data: { title: string; file_path: string }[] }>('/api/downloads')
      const form = downloads.body.data.find((item) => item.title === '입학 원서')!
      const file = await fetch(new URL(form.file_path, site.baseUrl))
      expect(Buffer.from(await file.arrayBuffer()).equals(oldFiles['downloads/form.pdf'])).toBe(true)
      const moved = await fetch(`${site.baseUrl}/storage/downloads/form.pdf`, { redirect: 'manual' })
      expect(moved.status).toBe(301)
      const followed = await fetch(new URL(moved.headers.get('location')!, site.baseUrl))
      expect(Buffer.from(await followed.arrayBuffer()).equals(oldFiles['downloads/form.pdf'])).toBe(true)
      const picture = await fetch(`${site.baseUrl}/storage/news/ceremony.jpg`, { redirect: 'manual' })
      expect(picture.status).toBe(301)
      const image = await fetch(new URL(picture.headers.get('location')!, site.baseUrl))
      expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/webp'])
      // Applicants' files were public on the old site; here they are private.
      expect((await fetch(`${site.baseUrl}/storage/students/jung.jpg`, { redirect: 'manual' })).status).toBe(404)
      expect((await fetch(`${site.baseUrl}/storage/news/never-was.jpg`, { redirect: 'manual' })).status).toBe(404)
    })

    it('keeps applicants’ files byte for byte and their resident numbers encrypted', async () => {
      const [application] = await query<{ id: number; state: string; citizenship_no_encrypted: string; citizenship_no_masked: string; confession_of_faith_file_id: number }>(
        site,
        "SELECT * FROM applications WHERE email = 'jung.applicant@old.example'",
      )
      expect(application.state).toBe('pending')
      expect(application.citizenship_no_masked).toBe('950303-2******')
      expect(application.citizenship_no_encrypted).not.toContain('2456789')
      const [confession] = await query<{ filename: string; original_name: string }>(site, 'SELECT filename, original_name FROM applicant_files WHERE id = $1', [application.confession_of_faith_file_id])
      expect(confession.original_name).toBe('신앙고백서.pdf')
      expect(fs.readFileSync(path.join(site.dataDir, 'private', confession.filename)).equals(oldFiles['students/jung-faith.pdf'])).toBe(true)
      const [student] = await query<{ student_number: string; state: string; mobile: string }>(site, "SELECT student_number, state, mobile FROM applications WHERE email = 'park.student@old.example'")
      expect([student.student_number, student.state]).toEqual(['20221110001', 'approved'])
      // The old site's 010-3333-4444, kept as E.164 as the form keeps phones.
      expect(student.mobile).toBe('+821033334444')
      // Past its retention: the graduate's application stays behind, the account comes; an applicant of 800 days ago does not.
      expect(await count('applications', "email = 'choi.graduate@old.example'")).toBe(0)
      expect(await count('users', "email = 'choi.graduate@old.example'")).toBe(1)
      expect(await count('users', "email = 'old.applicant@old.example'")).toBe(0)
    })

    it('signs an old student in with the old password, once replacing the old hash by the site’s own', async () => {
      const login = (email: string, password: string, type = 'student') =>
        call<{ data: { type: string } }>('/api/login', { method: 'POST', body: { type, email, password }, headers: { 'x-requested-with': 'XMLHttpRequest' }, from: freshAddress() })
      expect((await login('park.student@old.example', 'not-my-password')).status).toBe(422)
      const hashOf = async (email: string) => (await query<{ legacy_password_hash: string | null; hash: string }>(site, 'SELECT legacy_password_hash, hash FROM users WHERE email = $1', [email]))[0]
      expect((await hashOf('park.student@old.example')).legacy_password_hash).toMatch(/^\$2y\$/)
      const first = await login('park.student@old.example', 'student-pass-2021')
      expect([first.status, first.body.data?.type]).toEqual([200, 'student'])
      const after = await hashOf('park.student@old.example')
      expect(after.legacy_password_hash).toBeNull()
      expect(after.hash).toMatch(/^pbkdf2-sha256-v1:/)
      expect((await login('park.student@old.example', 'student-pass-2021')).status).toBe(200)
      expect((await login('kim.prof@old.example', 'prof-pass-2019', 'professor')).status).toBe(200)
      // A pending applicant's old password is right, but a pending account does not sign in.
      expect((await login('jung.applicant@old.example', 'pending-pass')).status).toBe(422)
    })

    it('keeps the old departments’ codes for the old student numbers, and signs their students in', async () => {
      const departments = await query<{ id: number; code: string | null; legacy_code: string }>(site, 'SELECT id, code, legacy_code FROM departments ORDER BY legacy_code')
      expect(departments.map(({ code, legacy_code }) => [legacy_code, code])).toEqual([['11', '11'], ['12', '12'], ['MDIV', null], ['MISS', null], ['MUSIC', null]])
      const students = await query<{ email: string; student_number: string; legacy_code: string }>(
        site,
        "SELECT a.email, a.student_number, d.legacy_code FROM applications a JOIN departments d ON d.id = a.department_id WHERE a.email IN ('han.mdiv@old.example', 'seo.miss@old.example') ORDER BY a.email",
      )
      expect(students.map(({ email, student_number, legacy_code }) => [email, student_number, legacy_code])).toEqual([
        ['han.mdiv@old.example', 'MDIV2023007', 'MDIV'],
        ['seo.miss@old.example', 'MISS2024002', 'MISS'],
      ])
      for (const email of ['han.mdiv@old.example', 'seo.miss@old.example']) {
        const login = await call<{ data: { type: string } }>('/api/login', { method: 'POST', body: { type: 'student', email, password: 'student-pass-2021' }, headers: { 'x-requested-with': 'XMLHttpRequest' }, from: freshAddress() })
        expect([email, login.status, login.body.data?.type]).toEqual([email, 200, 'student'])
      }
    })

    it('asks for a two-digit code before approving an application to a department that has only its old one', async () => {
      const [mdiv] = await query<{ id: number }>(site, "SELECT id FROM departments WHERE legacy_code = 'MDIV'")
      const [pending] = await query<{ id: number; department_id: number }>(site, "SELECT id, department_id FROM applications WHERE email = 'jung.applicant@old.example'")
      await query(site, 'UPDATE applications SET department_id = $1 WHERE id = $2', [mdiv.id, pending.id])
      const token = await adminSignIn(site)
      const refused = await call<{ message: string }>(`/cms-api/applications/${pending.id}/approve`, { method: 'POST', token, body: {}, headers: { 'x-requested-with': 'XMLHttpRequest' } })
      expect([refused.status, refused.body.message]).toEqual([409, '이 학과에는 학번에 쓸 두 자리 학과 코드가 없습니다. 입학 › 학과에서 코드를 넣은 뒤 승인해 주세요.'])
      expect((await query<{ state: string }>(site, 'SELECT state FROM applications WHERE id = $1', [pending.id]))[0].state).toBe('pending')
      await query(site, 'UPDATE applications SET department_id = $1 WHERE id = $2', [pending.department_id, pending.id])
    })

    // One run serves both: a run after a completed one writes only the row changed since, and the site shows it.
    it('brings over only what changed since the last run, adding nothing, and the site shows it without a restart', async () => {
      const names = async () => (await call<{ data: { name: string }[] }>('/api/departments')).body.data.map((department) => department.name)
      const stored = async () => ({ records: await count('legacy_records'), news: await count('news'), media: await count('media'), users: await count('users'), apps: await count('applications') })
      const before = await stored()
      expect(await names()).toContain('목회학 석사')
      await changeOldDatabase("UPDATE departments SET name = '목회신학 석사' WHERE id = 5")
      const again = runImport()
      expect(again.status).toBe(0)
      for (const [kind, [read, imported, updated]] of Object.entries(table(again.output))) expect([kind, read, imported, updated]).toEqual([kind, read, 0, kind === 'departments' ? 1 : 0])
      expect(await stored()).toEqual(before)
      expect([await count('import_reports', "status = 'running'"), await count('import_reports', "status IN ('finished', 'finished-with-problems')")]).toEqual([1, 2])
      // The site's job runner (every second here) drops its cached reads right after the import.
      const deadline = Date.now() + 20_000
      while (!(await names()).includes('목회신학 석사') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250))
      expect(await names()).toContain('목회신학 석사')
    }, 300_000)

    it('lists the professors under their old subjects, without their private data', async () => {
      const professors = await call<Record<string, { name: string; email?: unknown }[]>>('/api/professors')
      expect(professors.body['조직신학'].map((professor) => professor.name)).toContain('김교수')
      expect(JSON.stringify(professors.body)).not.toContain('kim.prof@old.example')
    })
  })
})
