/**
 * The engine's own thread. Drawing a design is tens of milliseconds of solid JavaScript per
 * variation; here it neither blocks the web server's event loop (the job worker runs in-process
 * by default) nor shares its heap, and the thread's own heap limits (generate.ts) keep a busy
 * engine's memory bounded whatever flags the host process was started with.
 */
import { designInThisThread } from './design.ts'
import type { EngineAnswer, EngineCall } from './request.ts'
import { photoPreview } from './photo/photo-preview.ts'
import { serve } from './threads/serve.ts'
import { renderTryOn } from './try-on/render.ts'

serve<EngineCall, EngineAnswer, number>(async (request, { signal, emit }) => {
  if (request.tool === 'try-on') {
    // sharp's output buffers belong to libvips and cannot be handed over: the JPEG is copied.
    return { result: await renderTryOn(request) }
  }
  if (request.tool === 'photo-preview') return { result: await photoPreview(request.photo) }
  const result = await designInThisThread(request, { signal, onProgress: emit })
  // Each PNG owns its memory (it came from the raster thread), and so do the SVG bytes (svgBytes)
  // and each PDF (pdf-lib writes it into a buffer of its exact size), so they move rather than copy.
  const transfer = result.outputs.flatMap(
    (o) => [o.svg.buffer, o.png.buffer, o.stencilSvg.buffer, ...(o.pdf ? [o.pdf.buffer] : [])] as ArrayBuffer[],
  )
  return { result, transfer }
})
