import videojs from 'video.js'
import 'video.js/dist/video-js.css'
import korean from 'video.js/dist/lang/ko.json'

/** video.js's Korean, with the words a Korean viewer expects where its own read oddly (서브타이틀, 지정 기간, 캡션). */
videojs.addLanguage('ko', {
  ...korean,
  Duration: '전체 시간',
  Subtitles: '자막',
  'subtitles off': '자막 끄기',
  'captions settings': '자막 설정',
  ', opens captions settings dialog': ', 자막 설정 창이 열립니다',
  'Caption Settings Dialog': '자막 설정 창',
  'This is a modal window.': '모달 창입니다.',
})

export type VideoPlayer = ReturnType<typeof videojs>
type Options = { language: 'ko' | 'en'; fill: boolean; bigPlayButton: boolean }

/**
 * video.js's player over a `<video>` of the page, its `<track>`s in its caption menu (KWCAG 1.2.1) and its controls in
 * the page's language. A video inside an element with `data-vjs-player` keeps that element as the player's own (so
 * React keeps the element it rendered); any other is wrapped by video.js. The region is named by the video's label.
 */
export function createVideoPlayer(video: HTMLVideoElement, { language, fill, bigPlayButton }: Options): VideoPlayer {
  // A video already playing (started with the browser's own controls) keeps its controls in view. Read before video.js
  // takes it: on iOS it plays a copy and disposes of the original.
  const started = !video.paused || video.currentTime > 0
  // video.js gives its player element the video's classes, and its styles all hang from this one (the player's, not the video's).
  video.classList.add('video-js')
  const player = videojs(video, {
    controls: true,
    language,
    playsinline: true,
    fill,
    fluid: !fill,
    bigPlayButton,
    controlBar: { pictureInPictureToggle: false },
  })
  video.classList.remove('video-js')
  if (started) player.hasStarted(true)
  const label = video.getAttribute('aria-label')
  if (label) player.el().setAttribute('aria-label', label)
  return player
}
