import { useEffect, useRef, useState } from 'react'
import type { PhotoPreviewView } from '@/modules/designs'
import { previewPhotoFn } from '@/modules/designs/designs.functions'
import type { photoParams } from './photo-params'

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
    const timer = setTimeout(() => {
      previewPhotoFn({ data: { ...JSON.parse(key), seed }, signal: controller.signal })
        .then((answer) => {
          if (ticket !== latest.current) return
          setPreview(answer)
          setPending(false)
        })
        .catch(() => {
          if (ticket !== latest.current || controller.signal.aborted) return
          setPending(false)
          setFailed(true)
        })
    }, PREVIEW_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [key, uploadId, seed, attempt])

  return { preview, pending, failed, retry: () => setAttempt((n) => n + 1) }
}
