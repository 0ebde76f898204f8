import type { GlobalConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { staffAccess } from '../../access/roles'
import { localizedText } from '../../fields/localized-text'
import { pictureField } from '../../fields/picture'
import { revalidateGlobal } from '../../hooks/revalidate'
import { homeVideoUrlField } from './home-video-url'
import { privacySettings } from './privacy'
import { backupScheduleFields } from './backup-schedule'
import { retentionPeriodFields } from './retention-periods'
import { siteVerificationFields } from './site-verification'
import { forgetIdleMinutesOnChange, staffSessionFields } from './staff-sessions'

export const Settings: GlobalConfig = {
  slug: 'settings',
  label: { ko: '사이트 설정', en: 'Site settings' },
  admin: { group: { ko: '사이트', en: 'Site' } },
  access: { read: anyone, update: staffAccess('settings', 'update') },
  hooks: { afterChange: [...revalidateGlobal('settings'), forgetIdleMinutesOnChange] },
  fields: [
    localizedText('schoolName', { ko: '학교 이름', en: 'School name' }, false),
    pictureField('logo', { ko: '학교 로고', en: 'School logo' }, {
      ko: '머리글 왼쪽에 학교 이름과 함께 보이는 로고입니다(PNG, SVG 또는 WebP, 높이 80px 이상).',
      en: 'Shown with the school name at the left of the header (PNG, SVG or WebP, 80 px tall or more).',
    }),
    { name: 'schoolMessage', label: { ko: '학교 소개 문구', en: 'School message' }, type: 'textarea', localized: true },
    pictureField('seal', { ko: '학교 직인', en: 'School seal' }, {
      ko: '수험표의 학교 이름 끝에 찍힙니다. 배경이 투명한 PNG가 알맞습니다.',
      en: 'Stamped at the end of the school name on admission tickets. A PNG with a clear background suits it.',
    }),
    {
      type: 'collapsible',
      label: { ko: '홈 배경 동영상', en: 'Home background video' },
      fields: [
        homeVideoUrlField,
        { name: 'homeVideo', label: { ko: '동영상 업로드', en: 'Uploaded video' }, type: 'upload', relationTo: 'media', filterOptions: { mimeType: { contains: 'video' } } },
        pictureField('homePoster', { ko: '대표 사진', en: 'Poster image' }, {
          ko: '페이지가 열리면 바로 보이는 사진입니다. 동영상은 그 위에서 재생되고, 데이터 절약 모드나 느린 연결, 움직임 줄이기 설정에서는 이 사진만 보입니다.',
          en: 'Shown as soon as the page opens. The video plays over it; with data saving, a slow connection or reduced motion, only this image shows.',
        }),
      ],
    },
    {
      type: 'collapsible',
      label: { ko: '주소와 연락처', en: 'Address and contact' },
      fields: [
        localizedText('street', { ko: '도로명 주소', en: 'Street' }, false),
        localizedText('city', { ko: '도시', en: 'City' }, false),
        { name: 'postalCode', label: { ko: '우편번호', en: 'Postal code' }, type: 'text' },
        { name: 'phone', label: { ko: '전화', en: 'Phone' }, type: 'text' },
        { name: 'email', label: { ko: '이메일', en: 'E-mail' }, type: 'email' },
      ],
    },
    siteVerificationFields,
    privacySettings,
    retentionPeriodFields,
    backupScheduleFields,
    staffSessionFields,
  ],
}
