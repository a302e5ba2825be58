import { describe, expect, it, vi } from 'vitest'
import { scriptsAfterFirstPaint } from './scripts-after-paint'

const page = (body = '<script type="module" async="" src="/assets/index-A.js" nonce="N"></script>') =>
  '<!doctype html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/route-B.js" fetchPriority="low" nonce="N"/>' +
  '<link rel="modulepreload" href="/assets/ui-C.js" fetchPriority="low" nonce="N"/>' +
  `</head><body><main>Rose</main><script nonce="N">$_TSR.s()</script>${body}</body></html>`

/** Runs the page's loader against a stand-in document; `paint()` reports the first contentful paint. */
function runLoader(html: string) {
  const script = /<script nonce="N">(\(function\(\)\{var d=0[\s\S]*?)<\/script>/.exec(html)![1]!
  const added: Record<string, string>[] = []
  let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined
  const document = {
    head: { appendChild: (el: Record<string, string>) => added.push({ ...el }) },
    createElement: (tag: string) => ({ tag }),
  }
  class PerformanceObserver {
    constructor(callback: typeof report) {
      report = callback
    }
    observe() {}
  }
  new Function('document', 'PerformanceObserver', 'setTimeout', script)(document, PerformanceObserver, setTimeout)
  const paint = () => report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) })
  return { added, paint }
}

describe('scripts after the first paint', () => {
  it('replaces the module entry and its preloads with a loader that adds them once the page has painted', () => {
    vi.useFakeTimers()
    try {
      const html = scriptsAfterFirstPaint(page())
      expect(html).not.toContain('modulepreload" href')
      expect(html).not.toContain('<script type="module"')
      expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>')
      expect(html).toContain('<main>Rose</main><script nonce="N">$_TSR.s()</script>')

      const { added, paint } = runLoader(html)
      expect(added).toEqual([])
      paint()
      expect(added).toEqual([
        { tag: 'link', rel: 'modulepreload', href: '/assets/route-B.js' },
        { tag: 'link', rel: 'modulepreload', href: '/assets/ui-C.js' },
        { tag: 'script', type: 'module', src: '/assets/index-A.js' },
      ])
      // Once only: the fallback timer does not add them again.
      paint()
      vi.advanceTimersByTime(2000)
      expect(added).toHaveLength(3)
    } finally {
      vi.useRealTimers()
    }
  })

  it('loads the scripts after a second when the browser reports no paint (a tab in the background)', () => {
    vi.useFakeTimers()
    try {
      const { added } = runLoader(scriptsAfterFirstPaint(page()))
      vi.advanceTimersByTime(999)
      expect(added).toEqual([])
      vi.advanceTimersByTime(1)
      expect(added.at(-1)).toEqual({ tag: 'script', type: 'module', src: '/assets/index-A.js' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('leaves a page alone unless it has exactly one module entry', () => {
    const none = page('')
    expect(scriptsAfterFirstPaint(none)).toBe(none)
    const two = page('<script type="module" src="/assets/a.js"></script><script type="module" src="/assets/b.js"></script>')
    expect(scriptsAfterFirstPaint(two)).toBe(two)
  })

  it('cannot be made to close its script early by an address', () => {
    const html = scriptsAfterFirstPaint(page('<script type="module" src="/assets/</script><b>x.js"></script>'))
    expect(html).toBe(page('<script type="module" src="/assets/</script><b>x.js"></script>'))
    const odd = scriptsAfterFirstPaint(page('<script type="module" src="/a/&lt;/script&gt;.js"></script>'))
    expect(odd).toContain('"/a/&lt;/script&gt;.js"')
    expect(odd.match(/<\/script>/g)).toHaveLength(2)
  })
})
