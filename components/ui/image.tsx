import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

type Props = ImageProps & { alt: string }

/**
 * A picture through Next.js's image optimizer: next/image's `getImageProps` writes the `src`, `srcSet` and sizing from
 * the `images` settings of next.config.mjs, and this renders them as a plain `<img>`. Unlike next/image's `<Image>` it
 * is no client component, so a page whose pictures are all in server components loads no script for them. Lazily
 * loaded unless preloaded (the page's largest picture): that one is fetched at once, at high priority, announced in
 * the head as next/image's own component does.
 */
export function Image({ preload = false, loading, fetchPriority, ...props }: Props) {
  const { props: image } = getImageProps({ ...props, preload, loading: preload ? 'eager' : loading, fetchPriority: preload ? 'high' : fetchPriority })
  if (preload && image.src) {
    preloadResource(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: image.sizes, fetchPriority: 'high' })
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, the alt text among them
  return <img {...image} />
}
