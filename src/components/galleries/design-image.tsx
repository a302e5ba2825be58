import { cn } from '@/lib/cn'
import type { GalleryImage } from '@/modules/galleries/gallery-views'

/**
 * A gallery design: a square print on paper, white in both themes as a printed stencil would
 * be. `sizes` says how wide the page lays it out; below the fold it loads when scrolled near.
 */
export function DesignImage({
  image,
  sizes,
  eager = false,
  className,
}: {
  image: GalleryImage
  sizes: string
  eager?: boolean
  className?: string
}) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager && { fetchPriority: 'high' as const })}
      className={cn('aspect-square w-full rounded-md bg-white object-contain ring-1 ring-line', className)}
    />
  )
}
