import { Busboy } from '@fastify/busboy'
import { uploadRejected } from '@/lib/errors/upload-rejected'
import { refuseDeclaredOver } from './body-limit.server'

/** Room for the multipart envelope (boundaries, headers, small fields) around the file itself. */
const ENVELOPE_BYTES = 64 * 1024

/** How much a multipart request may carry in all, whatever its operation allows its file. */
export const multipartLimit = (maxFileBytes: number) => maxFileBytes + ENVELOPE_BYTES

/**
 * A multipart form whose `file` field may be up to `maxFileBytes`: the file's bytes under `file`
 * (null when the form has none) and the other text fields beside it, for the operation's schema
 * to check. Parsed as it streams in, a chunk at a time (busboy), so a 20 MB form never becomes
 * one long stretch of parsing and copying on the event loop, and cut off past its limit.
 */
export async function readMultipart(request: Request, maxFileBytes: number): Promise<Record<string, unknown>> {
  const limit = multipartLimit(maxFileBytes)
  refuseDeclaredOver(request, limit)
  const type = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data\s*;/i.test(type) || !request.body) throw uploadRejected('type')
  let parser: InstanceType<typeof Busboy>
  try {
    parser = new Busboy({
      headers: { 'content-type': type },
      limits: { files: 1, fileSize: maxFileBytes, fields: 20, fieldSize: ENVELOPE_BYTES, parts: 21, headerPairs: 20 },
    })
  } catch {
    throw uploadRejected('type')
  }
  const body = request.body
  return new Promise((resolve, reject) => {
    const fields: Record<string, unknown> = {}
    let file: Uint8Array | null = null
    let failed = false
    const fail = (error: unknown) => {
      if (failed) return
      failed = true
      parser.destroy()
      void body.cancel().catch(() => {})
      reject(error)
    }
    parser.on('field', (name: string, value: string) => {
      if (name !== 'file') fields[name] = value
    })
    parser.on('file', (name: string, stream: NodeJS.ReadableStream) => {
      if (name !== 'file' || file !== null) return void stream.resume()
      const bytes = fileBuffer(request, maxFileBytes)
      stream.on('data', (chunk: Buffer) => bytes.append(chunk))
      stream.on('limit', () => fail(uploadRejected('size')))
      stream.on('end', () => {
        if (!failed) file = bytes.done()
      })
    })
    parser.on('finish', () => {
      if (!failed) resolve({ ...fields, file })
    })
    parser.on('error', () => fail(uploadRejected('type')))
    void (async () => {
      let received = 0
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        if (failed) return
        received += chunk.byteLength
        if (received > limit) return fail(uploadRejected('size'))
        if (!parser.write(chunk)) await new Promise((drained) => parser.once('drain', drained))
      }
      parser.end()
    })().catch(() => fail(uploadRejected('type')))
  })
}

/**
 * Where a file's bytes go as they arrive. With a declared length (every browser sends one) the
 * room is taken once and each piece copied in as it comes, so no step at the end copies 20 MB
 * in one go on the event loop; without one, the pieces are joined at the end.
 */
function fileBuffer(request: Request, maxFileBytes: number): { append(chunk: Buffer): void; done(): Uint8Array } {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isSafeInteger(declared) && declared > 0) {
    const room = Buffer.allocUnsafe(Math.min(declared, maxFileBytes))
    let size = 0
    return {
      append(chunk) {
        // Busboy has cut the file at its limit, and it cannot be longer than the body.
        size += chunk.copy(room, size)
      },
      done: () => new Uint8Array(room.buffer, room.byteOffset, size),
    }
  }
  const chunks: Buffer[] = []
  return {
    append: (chunk) => void chunks.push(chunk),
    done: () => new Uint8Array(Buffer.concat(chunks)),
  }
}
