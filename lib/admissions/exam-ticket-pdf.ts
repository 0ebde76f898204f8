import { createRequire } from 'node:module'
import path from 'node:path'

import PDFDocument from 'pdfkit'
import sharp from 'sharp'

import type { Locale } from '../api/types'
import { deadlineDateTime } from '../format/dates'

/** What one 수험표 shows: the applicant's own, the round's and the school's. */
export type ExamTicket = {
  roundTitle: string
  examNumber: string
  name: string
  /** The name in Latin letters, shown under the name when the applicant gave one. */
  nameEnglish?: string | null
  department: string
  /** The interview's instant (ISO), shown in the school's time zone. */
  interviewAt: string
  interviewPlace: string
  whatToBring: string[]
  /** The applicant's photo as uploaded (JPEG, PNG or WebP); drawn as a 3 × 4 cm picture. */
  photo?: Buffer | null
  schoolName: string
  /** The school's seal (PNG or JPEG), drawn beside its name when set. */
  seal?: Buffer | null
}

const LABELS: Record<Locale, Record<'title' | 'examNumber' | 'name' | 'department' | 'interviewAt' | 'interviewPlace' | 'whatToBring' | 'noPhoto', string>> = {
  ko: {
    title: '수험표',
    examNumber: '수험번호',
    name: '성명',
    department: '지원 학과',
    interviewAt: '면접 일시',
    interviewPlace: '면접 장소',
    whatToBring: '준비물',
    noPhoto: '사진',
  },
  en: {
    title: 'Admission ticket',
    examNumber: 'Exam number',
    name: 'Name',
    department: 'Department',
    interviewAt: 'Interview',
    interviewPlace: 'Place',
    whatToBring: 'What to bring',
    noPhoto: 'Photo',
  },
}

const MM = 72 / 25.4
const A4 = { width: 210 * MM, height: 297 * MM }
const MARGIN = 20 * MM
const PHOTO = { width: 30 * MM, height: 40 * MM }
const ROW_HEIGHT = 11 * MM
const LABEL_WIDTH = 32 * MM
const INK = '#1a1a1a'
const RULE = '#8a8a8a'

/**
 * Noto Sans KR, the site's own typeface, as whole TrueType files: the site's web fonts are split into Unicode ranges,
 * and a PDF needs one font that holds every glyph. pdfkit embeds only the glyphs a ticket uses, with the map back to
 * their characters, so the Korean text can be searched and copied. Resolved from the project's folder at run time:
 * they are data files, not modules the server's bundle could carry.
 */
const fontFile = (weight: '400Regular' | '700Bold') =>
  createRequire(path.join(process.cwd(), 'package.json')).resolve(`@expo-google-fonts/noto-sans-kr/${weight}/NotoSansKR_${weight}.ttf`)

/**
 * pdfkit draws JPEG and PNG only: a WebP photo (the form takes it) becomes a JPEG, turned as its camera says; a seal
 * a PNG, whose clear background lets the name show through.
 */
const asJpeg = (image: Buffer) => sharp(image).rotate().jpeg({ quality: 90 }).toBuffer()
const asPng = (image: Buffer) => sharp(image).png().toBuffer()

/**
 * The 수험표 as an A4 PDF, one page a ticket: one for an applicant printing their own, a day's for the office.
 * The words are in the reader's language; the applicant's own details as they gave them.
 */
export async function examTicketsPdf(tickets: ExamTicket[], locale: Locale): Promise<Buffer> {
  const pictures = await Promise.all(
    tickets.map(async (ticket) => ({
      photo: ticket.photo ? await asJpeg(ticket.photo) : null,
      seal: ticket.seal ? await asPng(ticket.seal) : null,
    })),
  )
  const regular = fontFile('400Regular')
  const doc = new PDFDocument({ size: [A4.width, A4.height], margin: MARGIN, autoFirstPage: false, font: regular, lang: locale === 'ko' ? 'ko-KR' : 'en-US', displayTitle: true, info: { Title: `${tickets[0]?.roundTitle ?? ''} ${LABELS[locale].title}`.trim() } })
  doc.registerFont('regular', regular)
  doc.registerFont('bold', fontFile('700Bold'))
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve)
    doc.on('error', reject)
  })
  tickets.forEach((ticket, index) => drawTicket(doc, ticket, pictures[index], LABELS[locale], locale))
  doc.end()
  await ended
  return Buffer.concat(chunks)
}

function drawTicket(doc: PDFKit.PDFDocument, ticket: ExamTicket, pictures: { photo: Buffer | null; seal: Buffer | null }, labels: (typeof LABELS)[Locale], locale: Locale) {
  doc.addPage()
  const width = A4.width - 2 * MARGIN
  doc.fillColor(INK).font('bold').fontSize(13).text(ticket.roundTitle, MARGIN, MARGIN, { width, align: 'center' })
  doc.font('bold').fontSize(24).text(labels.title, { width, align: 'center' })

  const top = MARGIN + 30 * MM
  drawPhoto(doc, pictures.photo, MARGIN, top, labels.noPhoto)
  const tableLeft = MARGIN + PHOTO.width + 8 * MM
  const tableWidth = A4.width - MARGIN - tableLeft
  const rows: [string, string][] = [
    [labels.examNumber, ticket.examNumber],
    [labels.name, ticket.nameEnglish ? `${ticket.name} (${ticket.nameEnglish})` : ticket.name],
    [labels.department, ticket.department],
    [labels.interviewAt, deadlineDateTime(ticket.interviewAt, locale)],
    [labels.interviewPlace, ticket.interviewPlace],
  ]
  rows.forEach(([label, value], row) => {
    const y = top + row * ROW_HEIGHT
    doc.rect(tableLeft, y, tableWidth, ROW_HEIGHT).lineWidth(0.6).strokeColor(RULE).stroke()
    doc.moveTo(tableLeft + LABEL_WIDTH, y).lineTo(tableLeft + LABEL_WIDTH, y + ROW_HEIGHT).stroke()
    const baseline = y + (ROW_HEIGHT - 11) / 2 - 1
    doc.font('bold').fontSize(10).text(label, tableLeft + 3 * MM, baseline, { width: LABEL_WIDTH - 6 * MM, lineBreak: false })
    const valueSize = row === 0 ? 14 : 11
    doc.font(row === 0 ? 'bold' : 'regular').fontSize(valueSize).text(value, tableLeft + LABEL_WIDTH + 3 * MM, y + (ROW_HEIGHT - valueSize) / 2 - 2, { width: tableWidth - LABEL_WIDTH - 6 * MM, height: ROW_HEIGHT, ellipsis: true })
  })

  let y = top + Math.max(PHOTO.height, rows.length * ROW_HEIGHT) + 12 * MM
  if (ticket.whatToBring.length) {
    doc.font('bold').fontSize(12).text(labels.whatToBring, MARGIN, y, { width })
    doc.font('regular').fontSize(11).list(ticket.whatToBring, MARGIN + 2 * MM, doc.y + 2 * MM, { width: width - 2 * MM, bulletRadius: 1.5, paragraphGap: 2 })
    y = doc.y
  }
  drawSchool(doc, ticket.schoolName, pictures.seal, Math.max(y + 20 * MM, A4.height - MARGIN - 40 * MM))
}

function drawPhoto(doc: PDFKit.PDFDocument, photo: Buffer | null, x: number, y: number, placeholder: string) {
  if (photo) doc.image(photo, x, y, { cover: [PHOTO.width, PHOTO.height], align: 'center', valign: 'center' })
  else doc.font('regular').fontSize(10).fillColor(RULE).text(placeholder, x, y + PHOTO.height / 2 - 6, { width: PHOTO.width, align: 'center' }).fillColor(INK)
  doc.rect(x, y, PHOTO.width, PHOTO.height).lineWidth(0.6).strokeColor(RULE).stroke()
}

/** The school's name at the foot, with its seal over the name's end as a Korean document carries it. */
function drawSchool(doc: PDFKit.PDFDocument, schoolName: string, seal: Buffer | null, y: number) {
  const size = 18
  doc.font('bold').fontSize(size)
  const nameWidth = doc.widthOfString(schoolName)
  const x = (A4.width - nameWidth) / 2
  doc.fillColor(INK).text(schoolName, x, y, { lineBreak: false })
  if (seal) doc.image(seal, x + nameWidth - 4 * MM, y - 6 * MM, { fit: [20 * MM, 20 * MM] })
}
