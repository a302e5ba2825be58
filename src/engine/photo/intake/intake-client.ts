import { threadClient, threadEntry } from '../../threads/client.ts'
import type { AcceptedImage, IntakeOptions } from './accept-upload.ts'
import type { IntakeAnswer, IntakeCall } from './intake-request.ts'
import { MAX_UPLOAD_BYTES, UploadRejected, type RejectReason } from './rejection.ts'
import { sniffFormat } from './sniff.ts'
import { asBuffer } from '../../bytes.ts'

/**
 * How long one upload may keep an intake thread. A 40 MP photo decodes and re-encodes in about
 * 2 s on a slow host (and libvips gives up by itself at 15 s, DECODE_TIMEOUT_SECONDS); an SVG
 * within svg-complexity.ts' bounds draws in well under 2 s. Past these the file is refused and
 * its thread replaced.
 */
export const INTAKE_TIME_LIMIT_MS = { svg: 8_000, raster: 20_000 } as const

const intake = threadClient<IntakeCall, IntakeAnswer>(threadEntry('intake-thread', import.meta.url), {
  name: 'upload intake',
  // Two, so one hostile file held to its time limit does not hold up everyone's uploads.
  threads: 2,
  // The heap holds the file, an SVG's text and parse; images live in native memory.
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16 },
  timeLimit: (call) =>
    isSvgCall(call)
      ? {
          ms: INTAKE_TIME_LIMIT_MS.svg,
          error: () => new UploadRejected('unsafe_svg', `the SVG was still drawing after ${INTAKE_TIME_LIMIT_MS.svg / 1000} s`),
        }
      : {
          ms: INTAKE_TIME_LIMIT_MS.raster,
          error: () =>
            new UploadRejected('corrupt', `the image was still decoding after ${INTAKE_TIME_LIMIT_MS.raster / 1000} s`),
        },
  reviveError: (error) =>
    error.reason !== undefined
      ? new UploadRejected(error.reason as RejectReason, error.message)
      : new Error(`upload intake: ${error.message}`),
})

const isSvgCall = (call: IntakeCall) => call.op === 'accept' && call.svg && sniffFormat(call.bytes) === 'svg'

/** A copy this size is ≈ 0.05 ms on a quiet host; between slices the caller's event loop turns. */
const COPY_SLICE_BYTES = 2 ** 18

/**
 * The intake's own copy of the caller's bytes, handed to the thread without a second copy (a
 * view is cloned with its whole buffer, which may be a far larger request body). It is made in
 * slices, so 20 MB of fresh memory (slow to fault in on a loaded host: 1 s seen at a load of 20
 * on 2 cores) never holds up the event loop in one piece. A file over the size limit is refused
 * before anything is copied.
 */
async function handOver(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  if (bytes.byteLength === 0) throw new UploadRejected('empty', 'the file is empty')
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new UploadRejected('size', `${bytes.byteLength} bytes, over ${MAX_UPLOAD_BYTES}`)
  const copy = new Uint8Array(bytes.byteLength)
  for (let at = 0; at < bytes.byteLength; at += COPY_SLICE_BYTES) {
    if (at > 0) await new Promise((resolve) => setImmediate(resolve))
    copy.set(bytes.subarray(at, at + COPY_SLICE_BYTES), at)
  }
  return copy
}

/** acceptUpload (accept-upload.ts) on an intake thread, under its time limit: the calling thread waits, never works. */
export async function acceptUpload(bytes: Uint8Array, options: IntakeOptions = {}): Promise<AcceptedImage> {
  const copy = await handOver(bytes)
  const answer = (await intake.call(
    { op: 'accept', bytes: copy, svg: options.svg ?? false },
    { transfer: [copy.buffer] },
  )) as Exclude<IntakeAnswer, Uint8Array>
  return { ...answer, bytes: asBuffer(answer.bytes) }
}

/** squareAvatar (square-avatar.ts) on an intake thread. */
export async function squareAvatar(bytes: Uint8Array, size: number): Promise<Buffer> {
  const copy = await handOver(bytes)
  return asBuffer((await intake.call({ op: 'avatar', bytes: copy, size }, { transfer: [copy.buffer] })) as Uint8Array)
}

/** Stops the intake threads (tests, shutdown); uploads in flight fail. */
export const stopIntake = intake.stop
