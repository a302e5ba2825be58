import { activatedAccount } from '../outbox'

const SESSION_COOKIE = 'inkdraft.session_token'
const PASSWORD = 'swallow-under-the-rose-7'

/**
 * The signed-in caller of a fuzz run. The fuzzer may end its session (it may guess its address
 * for the account deletion): then a new account is made before the next call, so the rest of the
 * run is still signed in.
 */
export class FuzzSession {
  private cookies: Map<string, string> | undefined
  private count = 0
  email = ''

  constructor(
    private readonly baseUrl: string,
    private readonly dataDir: string,
  ) {}

  async cookie(): Promise<string> {
    if (!this.cookies) {
      this.email = `fuzz.${Date.now().toString(36)}.${++this.count}@example.com`
      const ip = `10.250.${this.count % 250}.${Math.floor(Math.random() * 250) + 1}`
      const header = await activatedAccount(this.baseUrl, this.dataDir, this.email, PASSWORD, ip)
      this.cookies = new Map(header.split('; ').map((pair) => [pair.split('=')[0]!, pair.slice(pair.indexOf('=') + 1)]))
    }
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** Follows the session cookie an answer sets: renewed, or cleared (signed out, account deleted). */
  watch(res: Response): void {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';')
      const name = pair!.slice(0, pair!.indexOf('='))
      if (name !== SESSION_COOKIE) continue
      const value = pair!.slice(pair!.indexOf('=') + 1)
      if (!value || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies = undefined
      else this.cookies?.set(name, value)
    }
  }
}
