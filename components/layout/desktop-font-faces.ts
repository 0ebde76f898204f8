// Each weight's rules split the font by unicode-range, so a page downloads only the slices it uses.
import '@fontsource/noto-sans-kr/400.css'
import '@fontsource/noto-sans-kr/700.css'
