import { useQuery } from '@tanstack/react-query'
import { ImageUp, LoaderCircle } from 'lucide-react'
import { useId, useRef, type ReactNode } from 'react'
import { cn } from '@/lib/cn'
import * as m from '@/paraglide/messages'
import { listTryOnSamplesFn } from '@/modules/designs/designs.functions'
import type { UploadInfo } from '@/modules/uploads'
import { Button } from '../ui/button'
import { uploadsQuery, type UploadKind } from './uploads'

/** A button that opens the file chooser (or, with `capture`, a phone's camera); the file goes to `onFile`. */
export function FileButton({
  label,
  accept,
  busy,
  onFile,
  capture,
  icon = <ImageUp aria-hidden />,
  variant = 'secondary',
  className,
}: {
  label: string
  accept: string
  busy: boolean
  onFile: (file: File) => void
  /** Opens the phone's camera instead of its files. */
  capture?: 'user' | 'environment'
  icon?: ReactNode
  variant?: 'primary' | 'secondary'
  className?: string
}) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <Button variant={variant} size="sm" disabled={busy} onClick={() => input.current?.click()} className={className}>
        {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : icon}
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        capture={capture}
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) onFile(file)
        }}
      />
    </>
  )
}

export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/heic,image/heif'
export const DESIGN_TYPES = 'image/png,image/svg+xml,image/webp,image/jpeg'

export type { TryOnSample as SampleDesign } from '@/modules/designs'
import type { TryOnSample as SampleDesign } from '@/modules/designs'

export const sampleDesignsQuery = () => ({
  queryKey: ['designs', 'samples'],
  queryFn: () => listTryOnSamplesFn(),
  staleTime: Infinity,
})

/** The engine's sample designs, as a row of pictures to pick from. */
export function SampleDesigns({
  chosen,
  busy,
  onPick,
}: {
  chosen: string | null
  busy: boolean
  onPick: (sample: SampleDesign) => void
}) {
  const { data } = useQuery(sampleDesignsQuery())
  if (!data?.length) return null
  return (
    <div>
      <p className="text-sm font-medium text-ink" id="try-on-samples">
        {m.tryon_samples_label()}
      </p>
      <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6 lg:grid-cols-3" aria-labelledby="try-on-samples">
        {data.map((sample) => (
          <li key={sample.id}>
            <button
              type="button"
              disabled={busy}
              aria-pressed={chosen === sample.id}
              onClick={() => onPick(sample)}
              className={cn(
                'flex aspect-square w-full items-center justify-center rounded-sm border border-line bg-white p-2 transition-colors hover:border-ink-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-50',
                chosen === sample.id && 'border-accent ring-2 ring-accent',
              )}
            >
              <img
                src={sample.url}
                alt={m.tryon_sample_design({ name: sample.name })}
                loading="lazy"
                className="max-h-full max-w-full object-contain"
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`try-on-step-${n}`} className="rounded-md border border-line bg-surface p-4 sm:p-5">
      <h2 id={`try-on-step-${n}`} className="flex items-center gap-2 font-display text-lg text-ink">
        <span
          className="inline-flex size-6 items-center justify-center rounded-full bg-ink text-xs font-semibold text-surface"
          aria-hidden
        >
          {n}
        </span>
        {title}
      </h2>
      <div className="mt-4 space-y-3">{children}</div>
    </section>
  )
}

/** The user's earlier uploads of one kind, newest first, to pick again without uploading. */
export function EarlierUploads({
  kind,
  label,
  chosen,
  busy,
  onPick,
}: {
  kind: UploadKind
  label: string
  chosen: string | null
  busy: boolean
  onPick: (info: UploadInfo) => void
}) {
  const { data } = useQuery(uploadsQuery(kind))
  const id = useId()
  if (!data?.items.length) return null
  return (
    <div>
      <p className="text-sm font-medium text-ink" id={id}>
        {label}
      </p>
      <ul className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-4" aria-labelledby={id}>
        {data.items.map((info, i) => (
          <li key={info.upload_id}>
            <button
              type="button"
              disabled={busy}
              aria-pressed={chosen === info.upload_id}
              onClick={() => onPick(info)}
              className={cn(
                'flex aspect-square w-full items-center justify-center overflow-hidden rounded-sm border border-line bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-50',
                chosen === info.upload_id && 'border-accent ring-2 ring-accent',
              )}
            >
              <img
                src={info.url}
                alt={m.tryon_earlier_item({ n: String(i + 1) })}
                loading="lazy"
                className={kind === 'photo' ? 'size-full object-cover' : 'max-h-full max-w-full object-contain p-1'}
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
