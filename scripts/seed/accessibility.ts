/**
 * The demo accessibility statement (웹 접근성 정책), linked from every page's footer: the standard the site follows,
 * what it does for it, what is known not to meet it yet, and how to report a barrier (the contact form, its
 * accessibility topic chosen). docs/accessibility.md holds the item-by-item record behind it.
 */
export const ACCESSIBILITY_STATEMENT = {
  title: { ko: '웹 접근성 정책', en: 'Accessibility' },
  content: {
    ko: `국제기독신학교는 「장애인차별금지 및 권리구제 등에 관한 법률」과 「지능정보화 기본법」에 따라 장애인과 고령자를 포함한 누구나 이 홈페이지의 정보와 서비스를 차별 없이 이용할 수 있도록 노력합니다.

## 준수 기준

이 홈페이지는 한국형 웹 콘텐츠 접근성 지침(KWCAG) 2.2(국가표준 KS X OT0003)의 33개 검사 항목을 기준으로 만들고 점검합니다.

## 이렇게 지키고 있습니다

- 모든 이미지에 대체 텍스트를 제공하고, 장식용 이미지는 화면 낭독기가 읽지 않게 했습니다.
- 키보드만으로 모든 메뉴와 양식을 쓸 수 있고, 초점이 어디에 있는지 항상 보입니다. 첫 번째 링크로 본문 바로가기를 제공합니다.
- 첫 화면의 배경 영상은 정지 버튼으로 멈출 수 있고, 멈춘 상태는 방문하는 동안 유지됩니다. 움직임 줄이기를 설정한 기기에서는 영상을 재생하지 않습니다.
- 표에는 제목(caption)과 머리글의 범위를 밝혔고, 새 창으로 열리는 링크는 링크 이름에 알렸습니다.
- 양식에서 입력 오류가 있으면 첫 번째 오류 항목으로 초점을 옮기고 무엇을 고쳐야 하는지 알려 줍니다. 로그인에서는 비밀번호 관리자와 붙여넣기를 쓸 수 있습니다.
- 휴대전화에서 누르는 단추와 링크는 가로세로 24픽셀 이상입니다.
- 한국어 화면과 영어 화면을 모두 제공하며, 다른 언어로 된 부분에는 언어를 표시했습니다.

## 점검 방법

자동 검사(axe-core의 WCAG 2.2 규칙, 키보드 이동, 표·링크·양식 검사)를 모든 종류의 화면에서 한국어와 영어, 컴퓨터와 휴대전화로 매번 실행하고, 자동으로 판단할 수 없는 항목(콘텐츠의 선형 구조, 명확한 지시사항, 콘텐츠 간의 구분, 깜빡임, 포인터 입력)은 사람이 직접 점검합니다.

## 아직 부족한 점

동영상의 자막은 관리자가 영상마다 올린 자막 파일로 제공합니다. 자막이 아직 없는 영상은 관리자 화면의 할 일 목록에 표시되며 차례로 보완하고 있습니다.

## 접근성 문제 신고

이 홈페이지를 이용하면서 불편한 점이나 접근성 문제를 발견하시면 [웹 접근성 문제 신고하기](/contact-us#accessibility) 양식으로 알려 주십시오. 교학처에서 확인하여 답변 드리고 고치겠습니다. 전화나 이메일로도 알려 주실 수 있습니다(아래 바닥글의 연락처).`,
    en: `International Christian Seminary wants everyone, people with disabilities and older people included, to be able to use the information and services of this website without barriers, as Korea's Disability Discrimination Act and Framework Act on Intelligent Informatization ask.

## Standard

The site is built and checked against the 33 items of the Korean Web Content Accessibility Guidelines (KWCAG) 2.2 (KS X OT0003), which follow WCAG.

## What we do

- Every image has a text alternative; decorative images are hidden from screen readers.
- Every menu and form works with a keyboard alone, and the focus is always visible. The first link skips to the main content.
- The home page's background video has a pause button, and stays paused for the rest of your visit. On devices set to reduce motion it does not play at all.
- Tables have a caption and header cells with their scope; links that open a new window say so in their name.
- When a form is sent with a mistake, the focus moves to the first field to correct and says what is wrong. Password managers and pasting work when you sign in.
- Buttons and links on a phone are at least 24 by 24 pixels.
- The site is in Korean and in English, and passages in the other language are marked as such.

## How it is checked

Automated checks (axe-core's WCAG 2.2 rules, keyboard walks, table, link and form checks) run on every kind of page, in Korean and in English, on a computer and on a phone, at every change; the items a program cannot judge (reading order, instructions, distinction of content, flashing, pointer input) are checked by hand.

## Known gaps

Videos are captioned from the caption files staff upload for each video. Videos without captions yet are listed as work to do in the admin, and are being captioned.

## Report a barrier

If something on this site is hard to use, please tell us through the [accessibility report form](/en/contact-us#accessibility). The academic office will answer and fix it. You can also call or write to us (contacts in the footer below).`,
  },
}
