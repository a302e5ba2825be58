import { Camera, ImagePlus } from 'lucide-react'
import { useEffect, useState } from 'react'
import { cn } from '@/lib/cn'
import * as m from '@/paraglide/messages'
import { FileButton, PHOTO_TYPES } from './pickers'

/** The first picture file among a drop's or a paste's items, if any. */
export function imageFileOf(files: FileList | null | undefined): File | null {
  for (const file of Array.from(files ?? [])) if (file.type.startsWith('image/')) return file
  return null
}

/** Phones and tablets, where a file input can open the camera. */
function useTouchScreen(): boolean {
  const [touch, setTouch] = useState(false)
  useEffect(() => setTouch(window.matchMedia('(pointer: coarse)').matches), [])
  return touch
}

/**
 * The editor before a photo: the user's own skin is where a try-on starts (ADR 0031: no body
 * photo we may ship exists here). Upload, drop, paste, or the camera on a phone.
 */
export function PhotoStart({ busy, onFile }: { busy: boolean; onFile: (file: File) => void }) {
  const [over, setOver] = useState(false)
  const touch = useTouchScreen()

  useEffect(() => {
    const paste = (event: ClipboardEvent) => {
      const file = imageFileOf(event.clipboardData?.files)
      if (file) onFile(file)
    }
    window.addEventListener('paste', paste)
    return () => window.removeEventListener('paste', paste)
  }, [onFile])

  return (
    <section
      aria-labelledby="try-on-start"
      data-testid="try-on-start"
      onDragOver={(event) => {
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault()
        setOver(false)
        const file = imageFileOf(event.dataTransfer.files)
        if (file) onFile(file)
      }}
      className={cn(
        'flex min-h-72 flex-col items-center justify-center gap-4 rounded-md border-2 border-dashed border-line-strong bg-surface-raised px-6 py-10 text-center transition-colors sm:aspect-[4/3] sm:min-h-0',
        over && 'border-accent bg-accent-soft',
      )}
    >
      <span className="inline-flex rounded-full border border-line bg-surface p-3 text-gold">
        <ImagePlus className="size-6" aria-hidden />
      </span>
      <div className="max-w-md space-y-2">
        <h2 id="try-on-start" className="font-display text-xl text-ink">
          {m.tryon2_start_heading()}
        </h2>
        <p className="text-sm leading-relaxed text-ink-muted">{m.tryon2_start_body()}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <FileButton label={m.tryon_body_upload()} accept={PHOTO_TYPES} busy={busy} onFile={onFile} variant="primary" />
        {touch && (
          <FileButton
            label={m.tryon2_camera()}
            accept="image/*"
            capture="environment"
            busy={busy}
            onFile={onFile}
            icon={<Camera aria-hidden />}
          />
        )}
      </div>
      {!touch && <p className="text-xs text-ink-muted">{m.tryon2_start_drop()}</p>}
    </section>
  )
}
