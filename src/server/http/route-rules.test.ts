import { describe, expect, it } from 'vitest'
import { INDEXED_PAGES } from '@/modules/site/indexed-pages'
import { ROUTE_RULES } from '@/route-rules'
import { routeRules, type RouteRule } from './route-rules'

const at = (path: string) => new URL(path, 'https://inkdraft.example')

describe('route rules', () => {
  const redirectFor = routeRules([
    { from: '/ideas', to: '/tattoo-ideas', status: 301 },
    { from: '/tattoo-ideas/flowers/*', to: '/tattoo-ideas/floral/*', status: 301 },
    { from: '/discord', to: 'https://discord.example/invite/inkdraft', status: 302 },
  ])

  it('redirects in the visitor’s language, keeps the query, and carries the rest of a path', () => {
    expect(redirectFor(at('/ideas'))).toEqual({ location: '/tattoo-ideas', status: 301 })
    expect(redirectFor(at('/ja/ideas/?page=2'))).toEqual({ location: '/ja/tattoo-ideas?page=2', status: 301 })
    expect(redirectFor(at('/de/tattoo-ideas/flowers/rose'))).toEqual({ location: '/de/tattoo-ideas/floral/rose', status: 301 })
  })

  it('sends external rules elsewhere as written, in every language', () => {
    expect(redirectFor(at('/discord'))).toEqual({ location: 'https://discord.example/invite/inkdraft', status: 302 })
    expect(redirectFor(at('/vi/discord?x=1'))).toEqual({ location: 'https://discord.example/invite/inkdraft', status: 302 })
  })

  it('leaves every other page alone, including look-alikes', () => {
    for (const path of ['/', '/tattoo-ideas', '/ideasx', '/xx/ideas', '/de/tattoo-ideas/floral/rose', '/tattoo-ideas/flowersy'])
      expect(redirectFor(at(path)), path).toBeUndefined()
  })

  it('refuses a malformed rule at start-up, naming it', () => {
    const bad = [
      { from: 'ideas', to: '/tattoo-ideas', status: 301 },
      { from: '/ideas', to: 'http://elsewhere.example/', status: 301 },
      { from: '/ideas', to: '/x/*', status: 301 },
      { from: '/ideas', to: '/tattoo-ideas', status: 200 },
    ] as RouteRule[]
    for (const rule of bad) expect(() => routeRules([rule])).toThrow(/route rule 0/)
  })

  it('the site’s own rules are valid and lead to indexed pages', () => {
    const redirect = routeRules(ROUTE_RULES)
    for (const rule of ROUTE_RULES.filter((r) => !r.from.endsWith('/*'))) {
      const target = redirect(at(rule.from))!.location
      if (target.startsWith('https://')) continue
      expect(INDEXED_PAGES as readonly string[], rule.from).toContain(target.replace('/tattoo-ideas/floral', '/tattoo-ideas'))
    }
  })
})
