/**
 * The upload intake's own threads (intake-client.ts). What an upload costs is decided by the
 * sender: the structure scans are loops over up to 20 MB, resvg draws an SVG on the thread that
 * calls it, HEIC decodes in WebAssembly. Here none of it holds up the web server, a hostile file
 * is cut off by its call's time limit, and a design job on the engine thread never shares its fate.
 */
import { serve } from '../../threads/serve.ts'
import { acceptUpload } from './accept-upload.ts'
import type { IntakeAnswer, IntakeCall } from './intake-request.ts'
import { squareAvatar } from './square-avatar.ts'

/** sharp's buffers belong to libvips and cannot be handed over; one copy makes them movable. */
const movable = (bytes: Uint8Array) => new Uint8Array(bytes)

serve<IntakeCall, IntakeAnswer>(async (call) => {
  if (call.op === 'avatar') {
    const webp = movable(await squareAvatar(call.bytes, call.size))
    return { result: webp, transfer: [webp.buffer] }
  }
  const accepted = await acceptUpload(call.bytes, { svg: call.svg })
  const bytes = movable(accepted.bytes)
  return { result: { ...accepted, bytes }, transfer: [bytes.buffer] }
})
