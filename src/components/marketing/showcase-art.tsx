import { currentLocale } from '@/i18n/use-locale'
import { cn } from '@/lib/cn'
import type { ShowcaseFile } from '@/modules/galleries/content-schema'
import { GALLERY_WIDTHS, galleryImagePath, galleryKey, gallerySrcSet } from '@/modules/galleries/gallery-key'

const PLACES = [
  // The middle card in front, the others fanned behind it like sheets on a studio table.
  'left-1/2 top-[8%] z-10 w-[52%] -translate-x-1/2',
  'left-0 top-[18%] w-[44%] -rotate-6',
  'right-0 top-[18%] w-[44%] rotate-6',
]

/**
 * A page's hero art: real designs drawn by the engine (content/showcase/<page>.json, built into
 * public/gallery like the galleries'), fanned as prints on paper. The front one is the page's
 * largest image, so it loads first.
 */
export function ShowcaseArt({ showcase, className }: { showcase: ShowcaseFile; className?: string }) {
  const locale = currentLocale().code
  const largest = GALLERY_WIDTHS.at(-1)!
  const [front, ...rest] = showcase.designs
  const ordered = [front!, ...rest].slice(0, PLACES.length)
  return (
    <div className={cn('relative mx-auto aspect-[5/4] w-full max-w-lg', className)}>
      {ordered.map((d, i) => {
        const key = galleryKey(d.request)
        return (
          <img
            key={key}
            src={galleryImagePath(key, largest)}
            srcSet={gallerySrcSet(key)}
            sizes={i === 0 ? '(min-width: 1024px) 300px, 55vw' : '(min-width: 1024px) 240px, 45vw'}
            width={largest}
            height={largest}
            alt={d.alt[locale]}
            loading="eager"
            decoding={i === 0 ? 'sync' : 'async'}
            {...(i === 0 && { fetchPriority: 'high' as const })}
            className={cn('absolute aspect-square rounded-md bg-white object-contain shadow-xl ring-1 ring-black/10', PLACES[i])}
          />
        )
      })}
    </div>
  )
}
