/** Bilingual demo texts for the list content; enough of each that every paginated list has two pages or more. */

export type Text = { ko: string; en: string }

const NEWS_TOPICS: Text[] = [
  { ko: '봄학기 개강 예배 안내', en: 'Opening worship of the spring term' },
  { ko: '신입생 오리엔테이션 일정', en: 'Orientation schedule for new students' },
  { ko: '도서관 운영 시간 변경', en: 'New library opening hours' },
  { ko: '장학금 신청 접수', en: 'Scholarship applications open' },
  { ko: '선교 현장 실습 참가자 모집', en: 'Call for the mission field practicum' },
  { ko: '교회음악 정기 연주회', en: 'Pastoral music concert' },
  { ko: '학위 수여식 안내', en: 'Graduation ceremony' },
  { ko: '온라인 강의 시스템 점검', en: 'Maintenance of the online lecture system' },
  { ko: '가을 영성 수련회', en: 'Autumn spiritual retreat' },
  { ko: '특별 초청 강연', en: 'Special guest lecture' },
  { ko: '학기말 시험 일정', en: 'End-of-term examination schedule' },
  { ko: '성탄 감사 예배', en: 'Christmas thanksgiving service' },
  { ko: '교직원 채용 공고', en: 'Staff vacancy' },
]

const SEMINAR_TOPICS: Text[] = [
  { ko: '설교학 워크숍', en: 'Preaching workshop' },
  { ko: '다음 세대 목회 세미나', en: 'Ministry to the next generation' },
  { ko: '선교와 문화 포럼', en: 'Forum on mission and culture' },
  { ko: '예배 음악 마스터클래스', en: 'Worship music masterclass' },
  { ko: '상담 목회 입문', en: 'Introduction to pastoral counselling' },
  { ko: '성경 원어 집중 강좌', en: 'Intensive biblical languages course' },
]

const WEEKLY_TOPICS: Text[] = [
  { ko: '채플 말씀 요약', en: 'Chapel sermon summary' },
  { ko: '이번 주 학사 소식', en: 'Academic news of the week' },
  { ko: '동문 사역 소식', en: 'News from our alumni in ministry' },
  { ko: '기도 제목 나눔', en: 'Prayer requests' },
]

const ARTICLE_TOPICS: Text[] = [
  { ko: '언론에 소개된 선교학과 현장 실습', en: 'Press report on the missiology practicum' },
  { ko: '교수 신간 출간 소식', en: 'New book by our faculty' },
  { ko: '지역 교회와 협력 협약 체결', en: 'Partnership signed with local churches' },
  { ko: '졸업생 인터뷰', en: 'Interview with a graduate' },
]

const DOWNLOAD_TOPICS: Text[] = [
  { ko: '입학 원서 양식', en: 'Application form' },
  { ko: '휴학·복학 신청서', en: 'Leave and return form' },
  { ko: '수강 편람', en: 'Course handbook' },
  { ko: '장학금 신청서', en: 'Scholarship application form' },
  { ko: '논문 작성 지침', en: 'Thesis guidelines' },
]

const COUNSELLING: { question: Text; answer: Text }[] = [
  {
    question: { ko: '신학을 처음 공부하는데 지원할 수 있나요?', en: 'Can I apply if I have never studied theology?' },
    answer: { ko: '네, 신입학 과정은 신학 전공 여부와 관계없이 지원할 수 있습니다.', en: 'Yes. The regular course is open whatever your previous studies.' },
  },
  {
    question: { ko: '직장을 다니면서 공부할 수 있나요?', en: 'Can I study while working?' },
    answer: { ko: '저녁 강의와 온라인 강의를 함께 운영하므로 직장과 병행할 수 있습니다.', en: 'Evening and online classes make it possible to study alongside work.' },
  },
  {
    question: { ko: '편입학 학점 인정 기준은 무엇인가요?', en: 'How are credits recognised for transfer students?' },
    answer: { ko: '이전 학교 성적 증명서를 검토하여 최대 65학점까지 인정합니다.', en: 'We review your transcript and recognise up to 65 credits.' },
  },
  {
    question: { ko: '기숙사가 있나요?', en: 'Is there student housing?' },
    answer: { ko: '학교 인근 제휴 기숙사를 안내해 드립니다.', en: 'We can refer you to partner housing near the campus.' },
  },
]

const FAQS: { question: Text; answer: Text }[] = [
  { question: { ko: '원서 접수 기간은 언제인가요?', en: 'When are applications accepted?' }, answer: { ko: '매 학기 시작 두 달 전부터 한 달간 접수합니다.', en: 'For one month, starting two months before each term.' } },
  { question: { ko: '전형료가 있나요?', en: 'Is there an application fee?' }, answer: { ko: '전형료는 5만 원이며 합격 발표 후 안내합니다.', en: 'The fee is 50,000 won, requested after admission.' } },
  { question: { ko: '외국인도 지원할 수 있나요?', en: 'Can international students apply?' }, answer: { ko: '네, 한국어 또는 영어로 수업을 들을 수 있으면 지원 가능합니다.', en: 'Yes, if you can follow classes in Korean or English.' } },
  { question: { ko: '수업은 어디에서 진행되나요?', en: 'Where do classes take place?' }, answer: { ko: '서울 캠퍼스와 온라인에서 진행됩니다.', en: 'On the Seoul campus and online.' } },
  { question: { ko: '졸업 후 목사 안수를 받을 수 있나요?', en: 'Can I be ordained after graduation?' }, answer: { ko: '교단별 기준에 따라 안수 과정을 안내해 드립니다.', en: 'We guide you through ordination according to your denomination.' } },
  { question: { ko: '성적 증명서는 어떻게 발급받나요?', en: 'How do I get a transcript?' }, answer: { ko: '교학처에 신청하시면 3일 이내에 발급됩니다.', en: 'Ask the academic office; it is issued within three days.' } },
]

/** `count` items cycling through `topics`, numbered so that every title is distinct. */
export function numbered(topics: Text[], count: number): Text[] {
  return Array.from({ length: count }, (_, index) => {
    const topic = topics[index % topics.length]
    const round = Math.floor(index / topics.length) + 1
    return round === 1 ? topic : { ko: `${topic.ko} (${round})`, en: `${topic.en} (${round})` }
  })
}

export const DEMO = {
  news: numbered(NEWS_TOPICS, 26),
  seminars: numbered(SEMINAR_TOPICS, 12),
  weeklyNews: numbered(WEEKLY_TOPICS, 22),
  articles: numbered(ARTICLE_TOPICS, 22),
  downloads: numbered(DOWNLOAD_TOPICS, 22),
  counselling: Array.from({ length: 12 }, (_, index) => {
    const item = COUNSELLING[index % COUNSELLING.length]
    const round = Math.floor(index / COUNSELLING.length) + 1
    const suffix = round === 1 ? '' : ` (${round})`
    return { question: { ko: item.question.ko + suffix, en: item.question.en + suffix }, answer: item.answer }
  }),
  faqs: FAQS,
}
