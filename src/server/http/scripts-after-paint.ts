/**
 * A stored public page paints before its scripts are fetched (docs/decisions/0044-scripts-after-first-paint.md).
 *
 * The page is complete HTML: every word and picture is there before any script runs. Fetched at
 * once, the entry module and its preloads ran before the browser's first paint on a fast
 * connection (about 400 ms of parsing and hydration before anything showed) and competed with
 * the hero's images on a slow one. So the entry script becomes a small inline loader that adds
 * the module preloads and the entry after the first frame has been painted.
 */

const ENTRY = /<script\b([^>]*)><\/script>/gi
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi
const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(attributes)?.[1]

/**
 * What the loader runs: once the browser reports its first contentful paint (a frame callback can
 * run before the frame is shown), or after a second for a tab that paints nothing, whichever is first.
 */
function loader(entry: string, preloads: readonly string[]): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
  return [
    '(function(){var d=0;function go(){if(d)return;d=1;var h=document.head;',
    `${json(preloads)}.forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.href=u;h.appendChild(l)});`,
    `var s=document.createElement("script");s.type="module";s.src=${json(entry)};h.appendChild(s)}`,
    'try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true})}catch(e){go()}',
    'setTimeout(go,1000)})()',
  ].join('')
}

/**
 * The page with its module entry loaded after the first paint, or the page unchanged when it has
 * no single module entry (then it is not ours to rewrite).
 */
export function scriptsAfterFirstPaint(html: string): string {
  const entries = [...html.matchAll(ENTRY)].filter(
    ([, attributes]) => attribute(attributes!, 'type') === 'module' && attribute(attributes!, 'src') !== undefined,
  )
  if (entries.length !== 1) return html
  const [tag, attributes] = entries[0]!
  const entry = attribute(attributes!, 'src')!
  const preloads = [...html.matchAll(MODULE_PRELOAD)]
    .map(([link]) => attribute(link, 'href'))
    .filter((href): href is string => href !== undefined && href !== entry)
  const nonce = attribute(attributes!, 'nonce')
  const script = `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>${loader(entry, preloads)}</script>`
  return html.replace(MODULE_PRELOAD, '').replace(tag, () => script)
}
