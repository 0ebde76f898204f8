import sharp from 'sharp'

const PALETTES = [
  ['#0b3d91', '#3a7bd5'],
  ['#7b2d26', '#d76d4a'],
  ['#1d5c4d', '#55a38c'],
  ['#4b2a6b', '#9a6fc7'],
  ['#6b4e16', '#c9a646'],
  ['#23395d', '#5e81ac'],
]

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A generated picture: a colour gradient, a simple cross-and-arch motif and a caption. */
export async function generateImage(caption: string, index: number, width = 1200, height = 800): Promise<Buffer> {
  const [from, to] = PALETTES[index % PALETTES.length]
  const cx = width / 2
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <path d="M ${cx - 160} ${height * 0.72} L ${cx - 160} ${height * 0.42} A 160 160 0 0 1 ${cx + 160} ${height * 0.42} L ${cx + 160} ${height * 0.72} Z" fill="rgba(255,255,255,0.12)"/>
    <rect x="${cx - 8}" y="${height * 0.22}" width="16" height="${height * 0.3}" fill="rgba(255,255,255,0.55)"/>
    <rect x="${cx - 60}" y="${height * 0.3}" width="120" height="16" fill="rgba(255,255,255,0.55)"/>
    <text x="50%" y="${height * 0.86}" font-family="Noto Sans CJK KR, Noto Sans KR, sans-serif" font-size="${Math.round(height / 16)}" fill="#fff" text-anchor="middle">${escapeXml(caption)}</text>
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer()
}
