/**
 * A "browser" for API tests: keeps its cookies, comes from its own address (the server runs
 * with TRUST_PROXY, so X-Forwarded-For separates rate-limit counters), and says its language.
 */
export class ApiClient {
  readonly cookies = new Map<string, string>()
  /** The account's address, when the client was signed in to one by the tests. */
  email = ''
  readonly baseUrl: string
  readonly ip: string
  readonly locale: string

  // Plain fields, not parameter properties: benchmarks run this file with Node's type stripping.
  constructor(baseUrl: string, ip = `10.${rand()}.${rand()}.${rand()}`, locale = 'en') {
    this.baseUrl = baseUrl
    this.ip = ip
    this.locale = locale
  }

  async call(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}) {
    const headers: Record<string, string> = {
      'x-forwarded-for': this.ip,
      'x-locale': this.locale,
      'x-platform': 'test',
      cookie: this.cookieHeader(),
      ...extraHeaders,
    }
    let payload: BodyInit | undefined
    if (body instanceof FormData) payload = body
    else if (body !== undefined) {
      headers['content-type'] = 'application/json'
      payload = JSON.stringify(body)
    }
    const res = await fetch(`${this.baseUrl}/common-api/v1${path}`, { method, headers, body: payload })
    this.remember(res)
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape; their assertions type them
    const json = (await res.json()) as { code: number; message: string; data: any }
    return { status: res.status, headers: res.headers, ...json }
  }

  get = (path: string) => this.call('GET', path)
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.call('POST', path, body ?? {}, headers)
  put = (path: string, body: unknown) => this.call('PUT', path, body)
  delete = (path: string, body?: unknown) => this.call('DELETE', path, body)

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  remember(res: Response): void {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';')
      const [name, ...value] = pair!.split('=')
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim()))
      if (expired || value.join('=') === '') this.cookies.delete(name!.trim())
      else this.cookies.set(name!.trim(), value.join('='))
    }
  }
}

function rand(): number {
  return Math.floor(Math.random() * 250) + 1
}
