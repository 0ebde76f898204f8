import fs from 'node:fs'
import path from 'node:path'

/** The demo's home video as scripts/seed/home-video.mjs made it: a whole HLS loop with its poster, light enough for a phone. */
const folder = path.resolve(__dirname, '../../public/videos/campus')

describe('the home video of the demo', () => {
  it('is a complete playlist of segments that exist, a calm loop of about twelve seconds', () => {
    const playlist = fs.readFileSync(path.join(folder, 'index.m3u8'), 'utf8')
    expect(playlist).toContain('#EXT-X-ENDLIST')
    const segments = playlist.split('\n').filter((line) => line.endsWith('.ts'))
    for (const segment of segments) expect(fs.existsSync(path.join(folder, segment))).toBe(true)
    const seconds = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].reduce((sum, [, duration]) => sum + Number(duration), 0)
    expect(seconds).toBeGreaterThanOrEqual(10)
  })

  it('has its poster, and weighs less than 1 MB in all', () => {
    const poster = fs.readFileSync(path.join(folder, 'poster.jpg'))
    expect(poster.subarray(0, 3).toString('hex')).toBe('ffd8ff')
    const bytes = fs.readdirSync(folder).reduce((sum, name) => sum + fs.statSync(path.join(folder, name)).size, 0)
    expect(bytes).toBeLessThan(1024 * 1024)
  })
})
