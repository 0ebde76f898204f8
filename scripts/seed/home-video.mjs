// Makes the demo's home video: dawn light over a generated campus on a hill, a 12-second loop drawn by ffmpeg's
// `geq` from equations (no footage, nothing downloaded), as HLS in public/videos/campus/ with its poster. The files
// are committed, since a fresh machine has no ffmpeg; run `node scripts/seed/home-video.mjs` (ffmpeg on the PATH)
// to make them again after changing the scene.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const OUT = path.resolve(import.meta.dirname, '../../public/videos/campus')
const SECONDS = 12
const FPS = 24

// Every moving part turns once in SECONDS, so the loop has no seam.
const turn = `2*PI*T/${SECONDS}`
const v = 'Y/H'
const u = 'X/W'
const sunX = `(0.36+0.05*sin(${turn}))`
const sunY = `(0.56-0.015*cos(${turn}))`
const glow = `exp(-pow(hypot(${u}-${sunX},(${v}-${sunY})*H/W)/0.2,2))`
const farHill = `(0.64+0.035*sin(2*PI*${u}*1.2+0.8)+0.015*sin(2*PI*${u}*3.1))`
const nearHill = `(0.77+0.03*sin(2*PI*${u}*0.8+2))`
const inX = (from, to) => `between(${u},${from},${to})`
const inY = (from, to) => `between(${v},${from},${to})`
// The chapel on the near hill: a hall, a tower and its cross, one silhouette.
const building = `max(max(${inX(0.58, 0.8)}*gte(${v},0.6),${inX(0.66, 0.7)}*gte(${v},0.47)),max(${inX(0.677, 0.683)}*${inY(0.41, 0.47)},${inX(0.664, 0.696)}*${inY(0.425, 0.435)}))`
const windows = `${inX(0.6, 0.78)}*lt(mod(${u}-0.6,0.03),0.012)*(${inY(0.64, 0.67)}+${inY(0.7, 0.73)})`
// Windows that warm and cool with the light, slowly.
const lamp = `(0.75+0.25*sin(${turn}+1))`
const mixSky = (top, horizon, sun) => `(${top}+(${horizon}-${top})*pow(min(${v}/0.66,1),1.4)+${sun}*0.75*${glow})`

function channel(top, horizon, sun, far, near, hall, light) {
  const sky = mixSky(top, horizon, sun)
  const hallOrWindow = `if(gt(${windows},0),${light}*${lamp},${hall})`
  return `if(gt(${building},0)*lt(${v},${nearHill}+0.001),${hallOrWindow},if(gte(${v},${nearHill}),${near},if(gte(${v},${farHill}),${far}+(${sky}-${far})*0.25,min(${sky},255))))`
}

const r = channel(38, 246, 255, 92, 34, 26, 245)
const g = channel(56, 186, 214, 82, 38, 28, 196)
const b = channel(112, 152, 168, 114, 58, 44, 120)

fs.rmSync(OUT, { recursive: true, force: true })
fs.mkdirSync(OUT, { recursive: true })
const scene = `color=s=480x270:r=${FPS}:d=${SECONDS},format=rgb24,geq=r='${r}':g='${g}':b='${b}',scale=1280:720:flags=bicubic,gblur=sigma=1.2,format=yuv420p`
execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', scene, '-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-tune', 'animation', '-g', String(FPS * 4), '-keyint_min', String(FPS * 4), '-sc_threshold', '0', '-an', '-f', 'hls', '-hls_time', '4', '-hls_playlist_type', 'vod', '-hls_segment_filename', path.join(OUT, 'segment-%d.ts'), path.join(OUT, 'index.m3u8')], { stdio: 'inherit' })
// The poster is the loop's first frame, so the page does not jump when the video starts.
execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', path.join(OUT, 'index.m3u8'), '-frames:v', '1', '-q:v', '4', path.join(OUT, 'poster.jpg')], { stdio: 'inherit' })
const bytes = fs.readdirSync(OUT).reduce((sum, name) => sum + fs.statSync(path.join(OUT, name)).size, 0)
console.log(`home video: ${fs.readdirSync(OUT).join(', ')} (${Math.round(bytes / 1024)} KB)`)
