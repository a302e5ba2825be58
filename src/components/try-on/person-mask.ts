import type { SelfieSegmentation } from '@mediapipe/selfie_segmentation'
import { loadScript } from '@/lib/load-script'

declare global {
  interface Window {
    SelfieSegmentation?: typeof SelfieSegmentation
  }
}

const BASE = '/vendor/mediapipe/'

/** Where the person is in a photo, 0 (background) … 255 (person), one byte per pixel. */
export interface PersonMask {
  width: number
  height: number
  data: Uint8Array
}

/**
 * Finds the person in `image` with MediaPipe's selfie segmentation, in the browser, from files
 * on our own origin (server/mediapipe-files.server.ts); the photo does not leave the page for it.
 * The mask comes at `width` × `height`, the size the preview composites at.
 */
export async function findPerson(image: HTMLImageElement, width: number, height: number): Promise<PersonMask> {
  await loadScript(`${BASE}selfie_segmentation.js`, 30_000)
  const Segmenter = window.SelfieSegmentation
  if (!Segmenter) throw new Error('MediaPipe selfie segmentation did not load')
  const segmenter = new Segmenter({ locateFile: (file) => `${BASE}${file}` })
  segmenter.setOptions({ modelSelection: 0, selfieMode: false })
  try {
    return await new Promise<PersonMask>((resolve, reject) => {
      segmenter.onResults((results) => {
        try {
          const canvas = document.createElement('canvas')
          canvas.width = width
          canvas.height = height
          const context = canvas.getContext('2d', { willReadFrequently: true })!
          context.drawImage(results.segmentationMask, 0, 0, width, height)
          const rgba = context.getImageData(0, 0, width, height).data
          // The model's confidence is in the mask's alpha; its colour channels carry nothing else.
          const data = new Uint8Array(width * height)
          for (let i = 0; i < data.length; i++) data[i] = rgba[i * 4 + 3]!
          resolve({ width, height, data })
        } catch (error) {
          reject(error)
        }
      })
      segmenter.send({ image }).catch(reject)
    })
  } finally {
    void segmenter.close()
  }
}

/** The mask as a greyscale PNG, to send with the saved try-on (the server fits it to the full photo). */
export async function maskPng(mask: PersonMask): Promise<Blob> {
  const canvas = document.createElement('canvas')
  canvas.width = mask.width
  canvas.height = mask.height
  const context = canvas.getContext('2d')!
  const pixels = context.createImageData(mask.width, mask.height)
  for (let i = 0; i < mask.data.length; i++) {
    const v = mask.data[i]!
    pixels.data[i * 4] = pixels.data[i * 4 + 1] = pixels.data[i * 4 + 2] = v
    pixels.data[i * 4 + 3] = 255
  }
  context.putImageData(pixels, 0, 0)
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('mask encoding failed'))), 'image/png'),
  )
}
