/**
 * The school's address in the two maps Korean phones open (their apps take these web addresses over): Kakao Map's
 * search link (https://apis.map.kakao.com/web/guide/#routeurl) and Naver Map's search page. Korean, the
 * language both maps search in best, whatever the page's language.
 */
export function mapLinks(address: string): { kakao: string; naver: string } | null {
  const query = address.trim()
  if (!query) return null
  return {
    kakao: `https://map.kakao.com/link/search/${encodeURIComponent(query)}`,
    naver: `https://map.naver.com/p/search/${encodeURIComponent(query)}`,
  }
}
