import { Link } from '@tanstack/react-router'
import { Wand2 } from 'lucide-react'
import { useLocaleParams } from '@/i18n/use-locale'
import { cn } from '@/lib/cn'
import type { GalleryImage } from '@/modules/galleries/gallery-views'
import * as m from '@/paraglide/messages'

/**
 * Opens the design's studio tool preset to it. The studio asks a visitor to sign in first and
 * brings them back to the same preset.
 */
export function MakeLikeThis({
  image,
  className,
  label = m.idea_make_cta(),
}: {
  image: GalleryImage
  className?: string
  label?: string
}) {
  const params = useLocaleParams()
  const to =
    image.studio.tool === 'text' ? '/{-$locale}/dashboard/text-to-tattoo' : '/{-$locale}/dashboard/birth-flower-tattoo-generator'
  return (
    <Link
      to={to}
      params={params}
      search={image.studio.search as never}
      className={cn('inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline', className)}
    >
      <Wand2 className="size-4" aria-hidden />
      {label}
    </Link>
  )
}
