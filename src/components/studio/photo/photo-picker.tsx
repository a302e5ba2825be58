import { useQueryClient } from '@tanstack/react-query'
import { Camera, ImageUp } from 'lucide-react'
import { useEffect, useState, type DragEvent } from 'react'
import { EarlierUploads, FileButton, PHOTO_TYPES } from '@/components/try-on/pickers'
import { uploadPicture, uploadsQuery } from '@/components/try-on/uploads'
import { cn } from '@/lib/cn'
import * as m from '@/paraglide/messages'

export interface ChosenPhoto {
  uploadId: string
  /** The photo as the server keeps it, when known (a preset names only its id). */
  url: string | null
}

const imageOf = (items: DataTransferItemList | undefined) =>
  [...(items ?? [])].find((item) => item.kind === 'file' && item.type.startsWith('image/'))?.getAsFile() ?? null

/**
 * The photo: dropped, pasted, chosen, taken with a phone's camera, or one of the user's earlier
 * photos. Uploads go through the upload service (the try-on editor's uploads.ts); its refusals
 * are toasted by the error catalogue.
 */
export function PhotoPicker({ chosen, onChosen }: { chosen: ChosenPhoto | null; onChosen: (photo: ChosenPhoto) => void }) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [dragging, setDragging] = useState(false)

  async function send(file: File) {
    setBusy(true)
    try {
      const picked = await uploadPicture(file, 'photo', file.name || 'photo')
      onChosen({ uploadId: picked.uploadId, url: picked.image.src })
      void queryClient.invalidateQueries({ queryKey: uploadsQuery('photo').queryKey })
    } catch {
      // Toasted by the error catalogue; the earlier photo stays chosen.
    } finally {
      setBusy(false)
    }
  }

  // A photo pasted anywhere on the page (a screenshot, an image copied from elsewhere).
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const file = imageOf(event.clipboardData?.items)
      if (!file || busy) return
      event.preventDefault()
      void send(file)
    }
    document.addEventListener('paste', onPaste)
    return () => document.removeEventListener('paste', onPaste)
  })

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    const file = imageOf(event.dataTransfer.items) ?? event.dataTransfer.files[0]
    if (file && !busy) void send(file)
  }

  return (
    <div className="space-y-4">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the buttons inside do the same from the keyboard */}
      <div
        data-testid="photo-drop-zone"
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-4 rounded-md border-2 border-dashed border-line-strong bg-surface-raised/40 p-4 text-center transition-colors sm:flex-row sm:text-left',
          dragging && 'border-accent bg-accent/5',
        )}
      >
        {chosen?.url ? (
          <img src={chosen.url} alt={m.ptool_photo_alt()} className="size-24 shrink-0 rounded-sm object-cover" />
        ) : (
          <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-surface text-gold">
            <ImageUp className="size-7" aria-hidden />
          </span>
        )}
        <div className="min-w-0 flex-1 space-y-3">
          <p className="text-sm text-ink">{dragging ? m.ptool_drop_now() : m.ptool_drop_hint()}</p>
          <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
            <FileButton
              label={chosen ? m.ptool_change_photo() : m.ptool_choose_photo()}
              accept={PHOTO_TYPES}
              busy={busy}
              onFile={send}
            />
            <FileButton
              label={m.ptool_take_photo()}
              accept="image/*"
              capture="environment"
              busy={busy}
              onFile={send}
              icon={<Camera aria-hidden />}
              className="hidden pointer-coarse:inline-flex"
            />
          </div>
          <p className="text-xs text-ink-muted">{m.tryon_body_hint()}</p>
        </div>
      </div>
      <EarlierUploads
        kind="photo"
        label={m.tryon_earlier_photos()}
        chosen={chosen?.uploadId ?? null}
        busy={busy}
        onPick={(info) => onChosen({ uploadId: info.upload_id, url: info.url })}
      />
    </div>
  )
}
