/** The colleague's link of the document being previewed, shown on the page's preview bar (components/layout/preview-bar.tsx). */
export const PREVIEW_LINK_COOKIE = 'site-preview-link'
