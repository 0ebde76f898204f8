import type { TextField, Validate } from 'payload'

import { parseVideoAddress, videoAddressProblem } from '../../../lib/content/video-address'
import { adminT } from '../../admin-translations'
import { videoAnswers } from './video-answers'

/**
 * Refuses, on save, an address the home page could not play: a video page (YouTube), anything but a
 * video file, and (when an admin changes it) a file that does not answer. Typing only gets the cheap
 * checks; the network is asked once, when the form is sent.
 */
const validateHomeVideoUrl: Validate<string> = async (value, { event, previousValue, req }) => {
  const t = adminT(req.t)
  if (typeof value !== 'string' || value.trim() === '') return true
  const problem = videoAddressProblem(value)
  if (problem) return t(`settings:${problem}`)
  const changedOverHttp = event === 'submit' && value !== previousValue && req.payloadAPI !== 'local'
  if (changedOverHttp && !(await videoAnswers(parseVideoAddress(value)!))) return t('settings:videoDoesNotAnswer')
  return true
}

export const homeVideoUrlField: TextField = {
  name: 'homeVideoUrl',
  label: { ko: '동영상 주소', en: 'Video address' },
  type: 'text',
  maxLength: 2000,
  validate: validateHomeVideoUrl,
  admin: {
    description: {
      ko: '동영상 파일(.mp4)의 주소를 넣으세요. 유튜브처럼 동영상을 보여 주는 페이지의 주소는 쓸 수 없습니다. 파일이 있으면 아래 "동영상 업로드"가 더 쉽고, 업로드한 동영상이 있으면 그것이 우선합니다. 저장할 때 주소가 열리는지 확인합니다.',
      en: 'The address of a video file (.mp4, or a streaming playlist). Pages that show a video, such as YouTube, cannot be used. With a file at hand, "Uploaded video" below is easier, and an uploaded video takes precedence. The address is checked when you save.',
    },
  },
}
