/**
 * Generates public/images/og-default.png (the Open Graph image of pages without their own picture) and
 * public/images/apple-touch-icon.png and app/favicon.ico (for clients that ask for /favicon.ico) from public/images/emblem.svg. Run it after changing the design:
 * `node scripts/brand/og-image.mjs`; the PNGs are committed.
 * The school name is drawn with the self-hosted Noto Sans KR, so no system font is needed: sharp's
 * bundled FreeType reads no WOFF, so the WOFF files are unpacked to plain OpenType in a temporary
 * directory that a temporary fontconfig configuration points to.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { inflateSync } from 'node:zlib'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const images = path.join(root, 'public/images')
const fontFiles = path.join(root, 'node_modules/@fontsource/noto-sans-kr/files')

/** WOFF 1.0 to the sfnt it wraps: the same tables, inflated when compressed, behind a plain table directory. */
function woffToSfnt(woff) {
  const numTables = woff.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20
    const offset = woff.readUInt32BE(entry + 4)
    const compLength = woff.readUInt32BE(entry + 8)
    const origLength = woff.readUInt32BE(entry + 12)
    const raw = woff.subarray(offset, offset + compLength)
    return { tag: woff.subarray(entry, entry + 4), checksum: woff.readUInt32BE(entry + 16), data: compLength < origLength ? inflateSync(raw) : raw }
  })
  const power = 2 ** Math.floor(Math.log2(numTables))
  const header = Buffer.alloc(12 + numTables * 16)
  woff.copy(header, 0, 4, 8)
  header.writeUInt16BE(numTables, 4)
  header.writeUInt16BE(power * 16, 6)
  header.writeUInt16BE(Math.log2(power), 8)
  header.writeUInt16BE(numTables * 16 - power * 16, 10)
  const chunks = [header]
  let offset = header.length
  tables.forEach((table, index) => {
    const record = 12 + index * 16
    table.tag.copy(header, record)
    header.writeUInt32BE(table.checksum, record + 4)
    header.writeUInt32BE(offset, record + 8)
    header.writeUInt32BE(table.data.length, record + 12)
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4)
    table.data.copy(padded)
    chunks.push(padded)
    offset += padded.length
  })
  return Buffer.concat(chunks)
}

const workDir = mkdtempSync(path.join(tmpdir(), 'og-fonts-'))
const fontDir = path.join(workDir, 'fonts')
mkdirSync(fontDir)
for (const file of readdirSync(fontFiles).filter((name) => /-(400|700)-normal\.woff$/.test(name))) {
  writeFileSync(path.join(fontDir, file.replace(/\.woff$/, '.otf')), woffToSfnt(readFileSync(path.join(fontFiles, file))))
}
writeFileSync(
  path.join(workDir, 'fonts.conf'),
  `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><dir>${fontDir}</dir><cachedir>${workDir}</cachedir></fontconfig>`,
)
process.env.FONTCONFIG_FILE = path.join(workDir, 'fonts.conf')
const { default: sharp } = await import('sharp')

/** An ICO file holding one PNG image (allowed since Windows Vista; every browser reads it). */
function icoOf(png, size) {
  const header = Buffer.alloc(22)
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(size, 6)
  header.writeUInt8(size, 7)
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png.length, 14)
  header.writeUInt32LE(22, 18) // the image follows the directory
  return Buffer.concat([header, png])
}

const SCHOOL = { ko: '국제기독신학교', en: 'International Christian Seminary' }
const emblem = readFileSync(path.join(images, 'emblem.svg'), 'utf8').replace(/<svg[^>]*>|<\/svg>/g, '')

const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#072a66"/><stop offset="1" stop-color="#0b3d91"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect x="0" y="590" width="1200" height="40" fill="#d4af37"/>
  <g transform="translate(96 199) scale(3.6)">${emblem}</g>
  <text x="390" y="300" font-family="Noto Sans KR" font-weight="700" font-size="88" fill="#ffffff">${SCHOOL.ko}</text>
  <text x="394" y="372" font-family="Noto Sans KR" font-weight="400" font-size="40" fill="#d5dcea">${SCHOOL.en}</text>
</svg>`
const icon = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 64 64"><rect width="64" height="64" fill="#ffffff"/>${emblem}</svg>`

try {
  await sharp(Buffer.from(og)).png({ compressionLevel: 9, palette: true }).toFile(path.join(images, 'og-default.png'))
  await sharp(Buffer.from(icon)).png({ compressionLevel: 9 }).toFile(path.join(images, 'apple-touch-icon.png'))
  writeFileSync(path.join(root, 'app/favicon.ico'), icoOf(await sharp(Buffer.from(icon)).resize(32, 32).png().toBuffer(), 32))
} finally {
  rmSync(workDir, { recursive: true, force: true })
}
