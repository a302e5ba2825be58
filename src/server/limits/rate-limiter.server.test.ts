import { describe, expect, it } from 'vitest'
import { RULES } from './rate-limiter.server'

describe('rate-limit rules', () => {
  it("name, as a per-user rule's visitor rule, only rules that count per address", () => {
    const named = Object.values(RULES).flatMap((rule) => ('anonymous' in rule ? [rule.anonymous] : []))
    expect(named.length).toBeGreaterThan(0)
    for (const name of named) expect(RULES[name as keyof typeof RULES]).toMatchObject({ per: 'ip' })
  })
})
