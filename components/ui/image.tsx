import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

type Props = ImageProps & {
  alt: string
  /**
   * The stored picture's width, when known (`MEDIA_WIDTHS` of lib/content/media.ts for an upload's sizes): next/image
   * lists every configured width down to the smallest the `sizes` need, and the optimizer never enlarges, so the
   * widths past the picture's own are the same pixels under more URLs (a third of a gallery page's HTML).
   */
  sourceWidth?: number
}

type ImageAttributes = ReturnType<typeof getImageProps>['props']

/** The srcset's widths up to the first that holds the whole picture; `src` is the widest of them. */
export function upToSourceWidth(image: ImageAttributes, sourceWidth: number): ImageAttributes {
  const candidates = (image.srcSet ?? '').split(', ').map((candidate) => /^(\S+) (\d+)w$/.exec(candidate))
  if (candidates.length < 2 || candidates.some((candidate) => candidate === null)) return image
  const widths = candidates as RegExpExecArray[]
  const enough = widths.findIndex((candidate) => Number(candidate[2]) >= sourceWidth)
  const kept = enough === -1 ? widths : widths.slice(0, enough + 1)
  return { ...image, srcSet: kept.map((candidate) => candidate[0]).join(', '), src: kept[kept.length - 1][1] }
}

/**
 * A picture through Next.js's image optimizer: next/image's `getImageProps` writes the `src`, `srcSet` and sizing from
 * the `images` settings of next.config.mjs, and this renders them as a plain `<img>`. Unlike next/image's `<Image>` it
 * is no client component, so a page whose pictures are all in server components loads no script for them. Lazily
 * loaded unless preloaded (the page's largest picture): that one is fetched at once, at high priority, announced in
 * the head as next/image's own component does.
 */
export function Image({ preload = false, loading, fetchPriority, sourceWidth, ...props }: Props) {
  const { props: attributes } = getImageProps({ ...props, preload, loading: preload ? 'eager' : loading, fetchPriority: preload ? 'high' : fetchPriority })
  const image = sourceWidth ? upToSourceWidth(attributes, sourceWidth) : attributes
  if (preload && image.src) {
    preloadResource(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: image.sizes, fetchPriority: 'high' })
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, the alt text among them
  return <img {...image} />
}
