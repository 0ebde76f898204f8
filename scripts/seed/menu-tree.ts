/** The site's navigation: every address docs/product.md names (header, footer, home links) resolves to one of these. */

type Text = { ko: string; en: string }
/** `picture`: the alt text of a generated picture for the page's sharing card. */
export type SubMenuSeed = { slug: string; name: Text; body?: Text; picture?: Text }
export type MenuSeed = { slug: string; name: Text; subMenus: SubMenuSeed[] }

export const MENU_TREE: MenuSeed[] = [
  {
    slug: 'school-guide',
    name: { ko: '학교안내', en: 'About the School' },
    subMenus: [
      {
        slug: 'greeting-from-the-chairman',
        name: { ko: '이사장 인사말', en: 'Greeting from the Chairman' },
        body: {
          ko: '## 하나님의 부르심에 응답하는 사람들\n\n국제기독신학교를 찾아 주신 여러분을 주님의 이름으로 환영합니다. 우리 학교는 말씀과 기도 위에 세워진 공동체로서 교회와 세상을 섬길 일꾼을 길러 왔습니다.\n\n배움은 지식에서 그치지 않고 삶의 변화로 이어져야 합니다. 교수와 학생이 함께 예배하고 연구하며, 현장에서 복음을 살아내는 사역자가 되기를 소망합니다.',
          en: '## People who answer God’s call\n\nWelcome to the International Christian Seminary. Founded on the Word and on prayer, our community has trained servants for the church and the world.\n\nLearning must not stop at knowledge; it must change lives. Professors and students worship and study together, so that each becomes a minister who lives the gospel in the field.',
        },
      },
      {
        slug: 'history',
        name: { ko: '연혁', en: 'History' },
        body: {
          ko: '## 걸어온 길\n\n1998년 서울에서 신학 연구소로 출발하여 2004년 신학교로 인가를 받았습니다. 2012년 선교학과와 교회음악학과를 신설하였고, 2020년부터 온라인 강의를 병행하고 있습니다.',
          en: '## Our story\n\nWe began in Seoul in 1998 as a theological institute and were accredited as a seminary in 2004. The departments of missiology and pastoral music opened in 2012, and online courses have run alongside campus teaching since 2020.',
        },
      },
      {
        slug: 'vision',
        name: { ko: '비전과 교육목표', en: 'Vision and Goals' },
        body: {
          ko: '## 교육 목표\n\n성경적 세계관을 갖춘 지도자, 현장에 강한 목회자, 열방을 품는 선교사를 양성합니다.',
          en: '## Our goals\n\nWe form leaders with a biblical worldview, pastors who are strong in the field, and missionaries with a heart for the nations.',
        },
      },
      {
        slug: 'location',
        name: { ko: '오시는 길', en: 'Directions' },
        body: {
          ko: '## 오시는 길\n\n지하철 2호선 강남역 3번 출구에서 도보 7분 거리입니다. 건물 내 주차가 가능합니다.',
          en: '## How to find us\n\nSeven minutes on foot from exit 3 of Gangnam station on subway line 2. Parking is available in the building.',
        },
      },
    ],
  },
  {
    slug: 'admission-guide',
    name: { ko: '입학안내', en: 'Admissions' },
    subMenus: [
      {
        slug: 'admission-information',
        name: { ko: '모집요강', en: 'Admission Information' },
        body: {
          ko: '## 모집 요강\n\n신입학과 편입학, 목회자 과정을 모집합니다. 원서는 온라인으로 접수하며 서류 심사와 면접을 거쳐 선발합니다.',
          en: '## How we admit\n\nWe admit regular students, transfer students and the pastor course. Applications are made online; selection follows a document review and an interview.',
        },
      },
      {
        slug: 'apply-online',
        name: { ko: '온라인 지원', en: 'Apply Online' },
        body: {
          ko: '## 온라인 원서 접수\n\n원서 접수 기간에는 이 페이지의 온라인 지원하기 버튼으로 지원서를 작성합니다. 지원서에는 인적 사항, 학력과 직장, 지원 학과, 신앙 생활, 지원 동기를 적고 증명사진을 올립니다.\n\n신앙고백서, 학업계획서, 신학 논문은 xlsx, xls, doc, docx, ppt, pptx, txt, pdf 파일로 함께 제출할 수 있습니다. 제출한 지원서는 교학처가 검토하여 승인하며, 승인되면 지원서의 이메일과 비밀번호로 로그인할 수 있습니다.',
          en: '## Applying online\n\nWhile applications are open, the Apply online button on this page opens the application form. It asks for your personal details, education and work, the department, your life of faith and your motivation, with an identity photo.\n\nA confession of faith, a study plan and a theological paper may be added as xlsx, xls, doc, docx, ppt, pptx, txt or pdf files. The academic office reviews and approves each application; once approved you sign in with the e-mail and password of your application.',
        },
      },
      { slug: 'admission-counselling', name: { ko: '입학상담', en: 'Admission Counselling' } },
      {
        slug: 'scholarship',
        name: { ko: '장학제도', en: 'Scholarships' },
        body: {
          ko: '## 장학 제도\n\n성적 장학, 사역자 장학, 선교사 자녀 장학을 운영합니다. 자세한 사항은 교학처로 문의하십시오.',
          en: '## Scholarships\n\nWe award merit scholarships, ministry scholarships and scholarships for missionaries’ children. Please ask the academic office for details.',
        },
      },
    ],
  },
  {
    slug: 'academic-information',
    name: { ko: '학사안내', en: 'Academics' },
    subMenus: [
      {
        slug: 'academic-schedule',
        name: { ko: '학사일정', en: 'Academic Schedule' },
        body: {
          ko: '1학기는 3월 첫째 주에 개강해 6월 셋째 주에 종강하고, 2학기는 9월 첫째 주에 개강해 12월 셋째 주에 종강합니다. 자세한 일정은 아래 달별 표에 있습니다.',
          en: 'The spring semester runs from the first week of March to the third week of June, the autumn semester from the first week of September to the third week of December. The dates are in the monthly tables below.',
        },
      },
      {
        slug: 'academic-system',
        name: { ko: '학사제도', en: 'Academic System' },
        body: {
          ko: '## 학사 제도\n\n학기당 최대 18학점까지 신청할 수 있으며, 졸업에는 130학점 이상이 필요합니다.',
          en: '## Academic system\n\nStudents may take up to 18 credits a term; graduation requires at least 130 credits.',
        },
      },
      { slug: 'academic-regulation', name: { ko: '학칙', en: 'Academic Regulation' } },
    ],
  },
  {
    slug: 'department-guide',
    name: { ko: '학과안내', en: 'Departments' },
    subMenus: [
      { slug: 'professor-introduction', name: { ko: '교수소개', en: 'Professors' } },
      { slug: 'adjunct-professor-introduce', name: { ko: '겸임교수 소개', en: 'Adjunct Professors' } },
      {
        slug: 'ministry-of-ministry',
        name: { ko: '목회학과', en: 'Ministry' },
        body: {
          ko: '말씀을 바르게 전하고 교회를 건강하게 세우는 목회자를 양성합니다.',
          en: 'We train pastors who preach the Word faithfully and build healthy churches.',
        },
        picture: { ko: '목회학과 강의실', en: 'A Ministry classroom' },
      },
      {
        slug: 'department-of-missiology',
        name: { ko: '선교학과', en: 'Missiology' },
        body: {
          ko: '문화와 언어의 경계를 넘어 복음을 전할 선교사를 길러냅니다.',
          en: 'We raise missionaries who carry the gospel across the borders of culture and language.',
        },
        picture: { ko: '선교학과 현장 실습', en: 'Missiology field practicum' },
      },
      {
        slug: 'department-of-pastoral-music',
        name: { ko: '교회음악학과', en: 'Pastoral Music' },
        body: {
          ko: '예배를 섬기는 음악 사역자를 이론과 실기로 준비시킵니다.',
          en: 'We prepare music ministers who serve worship, in theory and in practice.',
        },
        picture: { ko: '교회음악학과 합창 연습', en: 'Pastoral Music choir practice' },
      },
    ],
  },
  {
    slug: 'community',
    name: { ko: '커뮤니티', en: 'Community' },
    subMenus: [
      { slug: 'icu-articles-public-relations', name: { ko: '기사·홍보', en: 'Articles' } },
      { slug: 'offline-seminar', name: { ko: '오프라인 세미나', en: 'Offline Seminars' } },
      { slug: 'downloads', name: { ko: '자료실', en: 'Downloads' } },
      { slug: 'gallery', name: { ko: '갤러리', en: 'Gallery' } },
    ],
  },
  {
    slug: 'news',
    name: { ko: '소식', en: 'News' },
    subMenus: [
      { slug: 'announcement', name: { ko: '공지사항', en: 'Announcements' } },
      { slug: 'weekly-news', name: { ko: '주간 소식', en: 'Weekly News' } },
    ],
  },
]
