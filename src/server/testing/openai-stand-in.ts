import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { formOf, testPicture, textOf } from './test-picture'

/**
 * How the stand-in answers the next requests: pictures, or OpenAI's own error bodies
 * (`{error: {message, type, param, code}}`) with their statuses, a refusal by the safety system,
 * an answer that never comes in time, or a 200 whose "picture" is not one.
 */
export type OpenAiBehaviour =
  'success' | 'bad-request' | 'unauthorized' | 'rate-limited' | 'server-error' | 'refused' | 'slow' | 'garbage' | 'not-json'

export interface OpenAiRecord {
  path: string
  authorization: string | undefined
  /** The JSON body (generations) or the form's text fields (edits). */
  body: Record<string, unknown>
  /** The uploaded image of an edit: its type and size. */
  image?: { type: string; bytes: number }
  /** The client went away before the answer (a canceled request). */
  aborted: boolean
}

const ERRORS = {
  'bad-request': [
    400,
    {
      message: "Invalid value: 'huge'. Supported values are: '1024x1024', '1024x1536', '1536x1024', and 'auto'.",
      type: 'invalid_request_error',
      param: 'size',
      code: 'invalid_value',
    },
  ],
  unauthorized: [
    401,
    {
      message: 'Incorrect API key provided: sk-test. You can find your API key at https://platform.openai.com/account/api-keys.',
      type: 'invalid_request_error',
      param: null,
      code: 'invalid_api_key',
    },
  ],
  'rate-limited': [
    429,
    {
      message: 'Rate limit reached for gpt-image-1 on images per minute (IPM): Limit 5, Used 5, Requested 1.',
      type: 'requests',
      param: null,
      code: 'rate_limit_exceeded',
    },
  ],
  'server-error': [
    500,
    {
      message: 'The server had an error while processing your request. Sorry about that!',
      type: 'server_error',
      param: null,
      code: null,
    },
  ],
  refused: [
    400,
    {
      message:
        'Your request was rejected as a result of our safety system. Your request may contain content that is not allowed by our safety system.',
      type: 'image_generation_user_error',
      param: null,
      code: 'moderation_blocked',
    },
  ],
} as const

/**
 * A loopback server speaking OpenAI's Images API (POST /v1/images/generations, JSON; POST
 * /v1/images/edits, multipart) for the OpenAI provider's tests and the integration tests. `url`
 * is the base URL the SDK takes (…/v1). Pictures are small real PNGs in the asked proportion.
 */
export async function startOpenAiStandIn({ slowMs = 60_000 }: { slowMs?: number } = {}) {
  let behaviour: OpenAiBehaviour = 'success'
  const requests: OpenAiRecord[] = []
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    if (req.method !== 'POST' || (path !== '/v1/images/generations' && path !== '/v1/images/edits'))
      return send(res, 404, {
        error: { message: `Invalid URL (${req.method} ${path})`, type: 'invalid_request_error', param: null, code: null },
      })
    const record: OpenAiRecord = { path, authorization: req.headers.authorization, body: {}, aborted: false }
    requests.push(record)
    if (path.endsWith('/edits')) {
      const form = await formOf(req)
      for (const [key, value] of form.entries())
        if (typeof value === 'string') record.body[key] = value
        else if (key === 'image' || key === 'image[]') record.image = { type: value.type, bytes: value.size }
    } else record.body = JSON.parse(await textOf(req)) as Record<string, unknown>
    res.on('close', () => {
      if (!res.writableFinished) record.aborted = true
    })
    const mode = behaviour
    if (mode in ERRORS) {
      const [status, error] = ERRORS[mode as keyof typeof ERRORS]
      return send(res, status, { error })
    }
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, slowMs).unref())
    if (res.destroyed) return
    if (mode === 'not-json') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Bad gateway</body></html>')
      return
    }
    const n = Number(record.body.n ?? 1)
    const [w, h] = String(record.body.size ?? '1024x1024')
      .split('x')
      .map((side) => Math.round(Number(side) / 3) || 341)
    const pictures = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        mode === 'garbage' ? Buffer.from('<!doctype html><p>not a picture</p>') : testPicture(w ?? 341, h ?? 341, i),
      ),
    )
    send(res, 200, {
      created: Math.floor(Date.now() / 1000),
      data: pictures.map((png) => ({ b64_json: png.toString('base64') })),
      output_format: 'png',
      size: record.body.size ?? '1024x1024',
      usage: { input_tokens: 50, output_tokens: 4160, total_tokens: 4210 },
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1`,
    behave(mode: OpenAiBehaviour) {
      behaviour = mode
    },
    requests,
    async stop() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

function send(res: ServerResponse, status: number, body: unknown) {
  if (!res.destroyed) res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}
