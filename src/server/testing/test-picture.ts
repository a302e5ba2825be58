import { Readable } from 'node:stream'
import type { IncomingMessage } from 'node:http'
import sharp from 'sharp'

/**
 * A flash-sheet-like drawing as PNG: black strokes on white, different for each `index`, so the
 * engine's photo pipeline has real lines to trace.
 */
export async function testPicture(width: number, height: number, index = 0): Promise<Buffer> {
  const r = Math.min(width, height) * (0.3 - index * 0.03)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#fff"/>
    <g fill="none" stroke="#000" stroke-width="${Math.max(4, width / 80)}">
      <circle cx="${width / 2}" cy="${height / 2}" r="${r}"/>
      <path d="M${width * 0.2} ${height * 0.8} Q${width / 2} ${height * (0.1 + index * 0.1)} ${width * 0.8} ${height * 0.8}"/>
      <rect x="${width * 0.4}" y="${height * 0.4}" width="${width * 0.2}" height="${height * 0.2}" transform="rotate(${index * 20} ${width / 2} ${height / 2})"/>
    </g>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** A request's form body, parsed as a browser would (multipart uploads). */
export function formOf(req: IncomingMessage): Promise<FormData> {
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value)
  return new Request('http://stand-in.invalid/', {
    method: 'POST',
    headers,
    body: Readable.toWeb(req) as ReadableStream,
    duplex: 'half',
  } as RequestInit).formData()
}

export async function textOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
