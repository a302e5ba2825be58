import { useEffect, useRef, useState } from 'react'
import { isAppError } from '@/lib/errors/app-error'
import type { PhotoPreviewView } from '@/modules/designs'
import { previewPhotoFn } from '@/modules/designs/designs.functions'
import type { photoParams } from './photo-params'

/** Milliseconds to wait before asking again after a 429 (its `retry_after`), else null. */
function busyFor(error: unknown): number | null {
  if (!isAppError(error) || error.status !== 429) return null
  const seconds = Number((error.data as { retry_after?: unknown } | null)?.retry_after)
  return (Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 10) : 1) * 1000
}

/** The pause after the last slider move before a preview is asked for. */
export const PREVIEW_DEBOUNCE_MS = 250

export interface PhotoPreviewState {
  /** The newest preview drawn (kept on screen while the next one is drawn). */
  preview: PhotoPreviewView | null
  /** A newer preview is being drawn. */
  pending: boolean
  failed: boolean
  retry: () => void
}

/**
 * The live preview of a photo design: asked for 250 ms after the params stop changing; a request
 * the params have moved past is aborted, and an answer to anything but the newest request is
 * dropped, so the picture never steps back to older settings.
 */
export function usePhotoPreview(params: ReturnType<typeof photoParams> | null, seed: number): PhotoPreviewState {
  const [preview, setPreview] = useState<PhotoPreviewView | null>(null)
  const [pending, setPending] = useState(false)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const latest = useRef(0)
  const shownUpload = useRef<string | null>(null)
  const key = params ? JSON.stringify(params) : null
  const uploadId = params?.upload_id ?? null

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry button asking again for the same params
  useEffect(() => {
    // A different photo: the last photo's preview must not stand in for it.
    if (uploadId !== shownUpload.current) setPreview(null)
    shownUpload.current = uploadId
    if (!key) {
      setPending(false)
      return
    }
    const ticket = ++latest.current
    const controller = new AbortController()
    setPending(true)
    setFailed(false)
    let retryTimer: ReturnType<typeof setTimeout> | undefined
    const timer = setTimeout(() => {
      previewPhotoFn({ data: { ...JSON.parse(key), seed }, signal: controller.signal })
        .then((answer) => {
          if (ticket !== latest.current) return
          setPreview(answer)
          setPending(false)
        })
        .catch((error: unknown) => {
          if (ticket !== latest.current || controller.signal.aborted) return
          // Busy (this user's newer request, or the preview thread full): ask again when told to.
          const wait = busyFor(error)
          if (wait !== null) {
            retryTimer = setTimeout(() => setAttempt((n) => n + 1), wait)
            return
          }
          setPending(false)
          setFailed(true)
        })
    }, PREVIEW_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      clearTimeout(retryTimer)
      controller.abort()
    }
  }, [key, uploadId, seed, attempt])

  return { preview, pending, failed, retry: () => setAttempt((n) => n + 1) }
}
