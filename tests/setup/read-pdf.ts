import { execFile } from 'node:child_process'

/** A PDF as a reader sees it: each page's text and how many pictures it draws. */
export type ReadPdf = { pages: string[]; images: number[] }

// pdf.js (through pdf-parse) loads its worker with a dynamic import, which Jest's module system refuses; the PDF is
// read in a Node process of its own instead.
const READER = `
import { PDFParse } from 'pdf-parse'
const chunks = []
for await (const chunk of process.stdin) chunks.push(chunk)
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) })
const text = await parser.getText()
const images = await parser.getImage({ imageThreshold: 0, imageBuffer: false, imageDataUrl: false })
await parser.destroy()
process.stdout.write(JSON.stringify({ pages: text.pages.map((page) => page.text), images: images.pages.map((page) => page.images.length) }))
`

/** Reads a PDF's text back as pdf.js extracts it (the text a screen reader, a search or a copy gets), spaces folded. */
export function readPdf(pdf: Buffer): Promise<ReadPdf> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['--input-type=module', '-e', READER], { cwd: process.cwd(), maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error)
      const read = JSON.parse(stdout) as ReadPdf
      resolve({ ...read, pages: read.pages.map((page) => page.replace(/\s+/g, ' ')) })
    })
    child.stdin!.end(pdf)
  })
}
