// The import from the old site at a school's scale: 1,000 news posts, each with its own cover picture, from a MariaDB
// database into a fresh site on SQLite (`npm run import:legacy`), timed whole and once more (the idempotent re-run).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import mysql from 'mysql2/promise'
import sharp from 'sharp'

import { log, runScript } from '../lib/project.mjs'

const MARIADB_URL = process.env.TEST_MARIADB_URL || 'mysql://root@127.0.0.1:3306'
const DATABASE = 'bench_legacy_import'
const NEWS_TABLE = `CREATE TABLE news (id INT AUTO_INCREMENT PRIMARY KEY, slug VARCHAR(255), title_en VARCHAR(255), title_ko VARCHAR(255), summary_en TEXT NULL,
  summary_ko TEXT NULL, content_en LONGTEXT NULL, content_ko LONGTEXT NULL, thumbs VARCHAR(255) NULL, cover VARCHAR(255) NULL, deleted_at TIMESTAMP NULL,
  created_at TIMESTAMP NULL, updated_at TIMESTAMP NULL) DEFAULT CHARSET=utf8mb4`

async function oldSite(count, storage) {
  const admin = await mysql.createConnection({ uri: MARIADB_URL, multipleStatements: true })
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE}; CREATE DATABASE ${DATABASE} CHARACTER SET utf8mb4; USE ${DATABASE}; ${NEWS_TABLE}`)
    fs.mkdirSync(path.join(storage, 'news'), { recursive: true })
    const rows = []
    for (let index = 1; index <= count; index += 1) {
      const background = `#${((index * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}`
      fs.writeFileSync(path.join(storage, 'news', `cover-${index}.jpg`), await sharp({ create: { width: 945, height: 530, channels: 3, background } }).jpeg({ quality: 80 }).toBuffer())
      const day = new Date(Date.UTC(2018, 0, 1) + index * 86_400_000).toISOString().slice(0, 19).replace('T', ' ')
      rows.push([`post-${index}`, `News ${index}`, `소식 ${index}`, `Summary ${index}`, `요약 ${index}`, `<p>Post ${index} of the old site.</p>`, `<p>옛 사이트의 소식 ${index}입니다.</p>`, `news/cover-${index}.jpg`, day])
    }
    await admin.query(`INSERT INTO news (slug, title_en, title_ko, summary_en, summary_ko, content_en, content_ko, cover, created_at) VALUES ?`, [rows])
  } finally {
    await admin.end()
  }
  return `${MARIADB_URL.replace(/\/$/, '')}/${DATABASE}`
}

async function reachable() {
  try {
    await (await mysql.createConnection({ uri: MARIADB_URL, connectTimeout: 3000 })).end()
    return true
  } catch {
    return false
  }
}

/** Seconds to import `count` news posts with their covers, and to run the import again (nothing changed). */
export async function legacyImportTimes(env, count = 1000) {
  if (!(await reachable())) {
    console.warn(`[bench] No MariaDB at ${MARIADB_URL} (TEST_MARIADB_URL): the import is not measured.`)
    return null
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'))
  const storage = path.join(work, 'storage')
  const siteEnv = { ...env, DATA_DIR: path.join(work, 'data'), DATABASE_URL: '', DEMO_CONTENT: 'off' }
  try {
    log(`Import from the old site: making ${count} news posts with their covers in MariaDB...`)
    const database = await oldSite(count, storage)
    await runScript('scripts/prepare-database.ts', siteEnv)
    const args = ['--database', database, '--storage', storage]
    const timed = async () => {
      const started = performance.now()
      await runScript('scripts/import-legacy.ts', siteEnv, args)
      return Math.round((performance.now() - started) / 100) / 10
    }
    log('Importing them...')
    const first = await timed()
    log('Importing them again (nothing changed)...')
    const again = await timed()
    return { posts: count, firstRunSeconds: first, postsPerSecond: Math.round((count / first) * 10) / 10, secondRunSeconds: again }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
    const admin = await mysql.createConnection({ uri: MARIADB_URL }).catch(() => null)
    await admin?.query(`DROP DATABASE IF EXISTS ${DATABASE}`).finally(() => admin.end())
  }
}
