import { getImageProps } from 'next/image'

import { Media } from '@/cms/collections/media'
import { upToSourceWidth } from '@/components/ui/image'
import { MEDIA_WIDTHS } from '@/lib/content/media'

const widthsOf = (srcSet = '') => srcSet.split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]))

describe('the widths of a picture’s srcset', () => {
  it('knows the width of each size of an upload', () => {
    const sizes = Object.fromEntries((Media.upload as { imageSizes: { name: string; width: number }[] }).imageSizes.map((size) => [size.name, size.width]))
    expect(sizes).toEqual(MEDIA_WIDTHS)
  })

  // The optimizer never enlarges: a 400-pixel thumbnail asked for at 828, 1200 or 1920 is the 640 one again.
  it('stops at the first width that holds the whole picture', () => {
    const { props } = getImageProps({ src: '/media/a-400x300.webp', alt: '', fill: true, sizes: '(max-width: 640px) 50vw, 260px' })
    const widths = widthsOf(props.srcSet)
    const holding = widths.find((width) => width >= MEDIA_WIDTHS.thumb)
    expect(widths.at(-1)).toBeGreaterThan(holding!)
    const fitted = upToSourceWidth(props, MEDIA_WIDTHS.thumb)
    expect(widthsOf(fitted.srcSet)).toEqual(widths.filter((width) => width <= holding!))
    expect(fitted.src).toBe(`/_next/image?url=%2Fmedia%2Fa-400x300.webp&w=${holding}&q=75`)
  })

  it('leaves a srcset of densities (1x, 2x) and a picture wider than every width as they are', () => {
    const { props: fixed } = getImageProps({ src: '/media/a.webp', alt: '', width: 180, height: 72 })
    expect(upToSourceWidth(fixed, 100)).toEqual(fixed)
    const { props: wide } = getImageProps({ src: '/media/a.webp', alt: '', fill: true, sizes: '100vw' })
    expect(upToSourceWidth(wide, 4000)).toEqual(wide)
  })
})
