import * as v from 'valibot'
import { isLocalePrefix } from '@/i18n/locales'

const PATH = /^\/[a-z0-9-]+(\/[a-z0-9-]+)*(\/\*)?$/

export const RouteRuleSchema = v.pipe(
  v.strictObject({
    from: v.pipe(v.string(), v.regex(PATH, 'must be a lower-case path such as /ideas or /ideas/*')),
    to: v.union([
      v.pipe(v.string(), v.regex(PATH, 'must be a lower-case path such as /tattoo-ideas')),
      v.pipe(v.string(), v.url(), v.regex(/^https:\/\//, 'an address elsewhere must be https')),
    ]),
    status: v.picklist([301, 302, 307, 308]),
  }),
  v.check((rule) => !rule.to.endsWith('/*') || rule.from.endsWith('/*'), 'only a rule from /… /* may carry the rest to /… /*'),
)
export type RouteRule = v.InferOutput<typeof RouteRuleSchema>

/** The rules checked once (a bad rule stops the start, naming it) and ready to match. */
export function routeRules(rules: readonly RouteRule[]) {
  const checked = rules.map((rule, i) => {
    const result = v.safeParse(RouteRuleSchema, rule)
    if (!result.success) throw new Error(`route rule ${i} (${JSON.stringify(rule)}): ${result.issues[0].message}`)
    return result.output
  })
  const exact = new Map(checked.filter((r) => !r.from.endsWith('/*')).map((r) => [r.from, r]))
  const under = checked.filter((r) => r.from.endsWith('/*')).map((r) => ({ ...r, prefix: r.from.slice(0, -1) }))

  /** Where a page request goes instead, or undefined. */
  return function redirectFor(url: URL): { location: string; status: number } | undefined {
    const [, first, ...rest] = url.pathname.split('/')
    const locale = isLocalePrefix(first) ? first : undefined
    const path = locale ? `/${rest.join('/')}` : url.pathname
    const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path
    let rule: RouteRule | undefined = exact.get(normalised)
    let tail = ''
    if (!rule)
      for (const candidate of under)
        if (normalised.startsWith(candidate.prefix)) {
          rule = candidate
          tail = normalised.slice(candidate.prefix.length)
          break
        }
    if (!rule) return undefined
    const target = rule.to.endsWith('/*') ? `${rule.to.slice(0, -1)}${tail}` : rule.to
    if (/^https:\/\//.test(target)) return { location: target, status: rule.status }
    return { location: `${locale ? `/${locale}` : ''}${target}${url.search}`, status: rule.status }
  }
}
