import imageConfig from './image-config.json'

/** The widths and quality the optimizer makes (next.config.mjs gives it the same file); it refuses any other. */
const { deviceSizes: DEVICE_SIZES, quality: IMAGE_QUALITY } = imageConfig
const ALL_WIDTHS = [...imageConfig.imageSizes, ...DEVICE_SIZES].sort((a, b) => a - b)

/** Next.js's optimizer address for `src` at `width` (its default loader's format). */
export function optimizedUrl(src: string, width: number) {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`
}

/** The smallest width the optimizer makes that is at least `width`. */
const atLeast = (width: number) => ALL_WIDTHS.find((candidate) => candidate >= width) ?? ALL_WIDTHS[ALL_WIDTHS.length - 1]

/**
 * The `src` and `srcSet` of a picture, as next/image writes them: for a `sizes`, every width from the share of the
 * narrowest phone its smallest `vw` takes (the browser picks by the slot and the screen's density); without one, the
 * picture's own width at 1x and 2x.
 */
export function imageSources(src: string, width: number | undefined, sizes: string | undefined): { src: string; srcSet?: string } {
  if (src.endsWith('.svg')) return { src }
  const widths = sizes ? slotWidths(sizes) : densityWidths(width ?? DEVICE_SIZES[0])
  const descriptor = (candidate: number, index: number) => (sizes ? `${candidate}w` : `${index + 1}x`)
  return {
    src: optimizedUrl(src, widths[widths.length - 1]),
    srcSet: widths.map((candidate, index) => `${optimizedUrl(src, candidate)} ${descriptor(candidate, index)}`).join(', '),
  }
}

/** Every width from the share of the narrowest phone that the smallest `vw` of `sizes` takes. */
function slotWidths(sizes: string) {
  const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]) / 100)
  const floor = shares.length > 0 ? DEVICE_SIZES[0] * Math.min(...shares) : 0
  return ALL_WIDTHS.filter((candidate) => candidate >= floor)
}

/** The picture's own width at 1x and 2x, each the next width the optimizer makes (one when both round alike). */
const densityWidths = (width: number) => [...new Set([atLeast(width), atLeast(width * 2)])]
