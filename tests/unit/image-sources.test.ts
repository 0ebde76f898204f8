import { imageSources, optimizedUrl } from '@/lib/media/image-sources'

const widthsOf = (srcSet = '') => srcSet.split(', ').map((candidate) => candidate.split(' ')[1])

describe('image sources (the srcset next/image would write)', () => {
  it('names the optimizer with the escaped path, a width it makes and its quality', () => {
    expect(optimizedUrl('/media/news cover.webp', 640)).toBe('/_next/image?url=%2Fmedia%2Fnews%20cover.webp&w=640&q=75')
  })

  it('offers every width from the narrowest phone share of the slot upwards for a sizes', () => {
    const { src, srcSet } = imageSources('/media/a.webp', 1200, '(min-width: 1200px) 240px, (min-width: 1008px) 25vw, 33vw')
    expect(widthsOf(srcSet)).toEqual(['256w', '384w', '640w', '828w', '1200w', '1920w'])
    expect(src).toBe(optimizedUrl('/media/a.webp', 1920))
  })

  it('offers the device widths only for a picture as wide as the screen', () => {
    expect(widthsOf(imageSources('/media/a.webp', undefined, '100vw').srcSet)).toEqual(['640w', '828w', '1200w', '1920w'])
  })

  it('offers every width for a sizes in pixels', () => {
    expect(widthsOf(imageSources('/media/a.webp', undefined, '220px').srcSet)).toEqual(['96w', '256w', '384w', '640w', '828w', '1200w', '1920w'])
  })

  it('offers 1x and 2x of a fixed-size picture, each the next width the optimizer makes', () => {
    const { src, srcSet } = imageSources('/media/banner.webp', 180, undefined)
    expect(srcSet).toBe(`${optimizedUrl('/media/banner.webp', 256)} 1x, ${optimizedUrl('/media/banner.webp', 384)} 2x`)
    expect(src).toBe(optimizedUrl('/media/banner.webp', 384))
  })

  it('offers one width when 1x and 2x round to the same, and the largest for pictures wider than all', () => {
    expect(imageSources('/media/a.webp', 1900, undefined).srcSet).toBe(`${optimizedUrl('/media/a.webp', 1920)} 1x`)
  })

  it('sends an SVG as it is: the optimizer refuses them and they scale by themselves', () => {
    expect(imageSources('/images/emblem.svg', 44, undefined)).toEqual({ src: '/images/emblem.svg' })
  })
})
