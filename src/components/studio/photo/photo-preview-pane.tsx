import { Eye, ImageOff, LoaderCircle, RotateCcw, Wand2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import * as m from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'
import type { PhotoPreviewState } from './use-photo-preview'

const cm = (mm: number) => (mm / 10).toLocaleString(getLocale(), { maximumFractionDigits: 1 })

/**
 * The live preview on paper white (in both themes: it stands for the stencil sheet), the print
 * size it stands for, and the original photo on demand.
 */
export function PhotoPreviewPane({
  state,
  photoUrl,
  treatmentName,
  hasPhoto,
}: {
  state: PhotoPreviewState
  photoUrl: string | null
  treatmentName: string
  hasPhoto: boolean
}) {
  const [showPhoto, setShowPhoto] = useState(false)
  const { preview, pending, failed, retry } = state
  const original = showPhoto && photoUrl
  return (
    <section aria-labelledby="photo-preview-heading" className="border-t border-line pt-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id="photo-preview-heading" className="font-display text-lg text-ink">
          {m.ptool_preview_heading()}
        </h2>
        {photoUrl && preview && (
          <Button variant="ghost" size="sm" aria-pressed={showPhoto} onClick={() => setShowPhoto((s) => !s)}>
            <Eye aria-hidden />
            {m.tryon_compare()}
          </Button>
        )}
      </div>
      <div
        className={cn(
          'relative mt-3 flex aspect-[4/3] items-center justify-center overflow-hidden rounded-sm border',
          hasPhoto ? 'border-line bg-white' : 'border-dashed border-line-strong bg-surface-raised/40',
        )}
        aria-busy={pending}
      >
        {original ? (
          <img src={photoUrl} alt={m.ptool_photo_alt()} className="max-h-full max-w-full object-contain" />
        ) : preview ? (
          <img
            src={preview.image}
            alt={m.ptool_preview_alt({ treatment: treatmentName })}
            width={preview.width}
            height={preview.height}
            data-testid="photo-preview-image"
            className="max-h-full max-w-full object-contain transition-opacity duration-200"
            style={{ opacity: pending ? 0.6 : 1 }}
          />
        ) : hasPhoto && !failed ? (
          <div className="size-full animate-pulse bg-neutral-200/70" aria-hidden />
        ) : !hasPhoto ? (
          <p className="flex max-w-64 flex-col items-center gap-2 px-4 text-center text-sm text-ink-muted">
            <Wand2 className="size-6 text-gold" aria-hidden />
            {m.ptool_preview_empty()}
          </p>
        ) : null}
        {pending && (
          <span className="absolute top-2 right-2 inline-flex items-center gap-1.5 rounded-full bg-neutral-900/80 px-2.5 py-1 text-xs text-white">
            <LoaderCircle className="size-3.5 animate-spin" aria-hidden />
            {m.ptool_preview_updating()}
          </span>
        )}
        {failed && (
          <div className="absolute inset-x-3 bottom-3 flex flex-wrap items-center justify-between gap-2 rounded-sm bg-neutral-900/85 px-3 py-2 text-sm text-white">
            <span className="inline-flex items-center gap-2">
              <ImageOff className="size-4" aria-hidden />
              {m.ptool_preview_failed()}
            </span>
            <Button size="sm" variant="secondary" onClick={retry} className="border-white/40 text-white hover:bg-white/10">
              <RotateCcw aria-hidden />
              {m.action_try_again()}
            </Button>
          </div>
        )}
      </div>
      <p className="mt-2 min-h-5 text-sm text-ink-muted" aria-live="polite">
        {preview && m.ptool_print_size({ width: cm(preview.width_mm), height: cm(preview.height_mm) })}
      </p>
    </section>
  )
}
