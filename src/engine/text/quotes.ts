/** A quoted passage: its text is lettering, and its span is kept out of concept matching. */
export interface Quote {
  text: string
  start: number
  end: number
}

/** Opening and closing marks of the quotation styles of the site's languages. */
const PAIRS: readonly (readonly [string, string])[] = [
  ['"', '"'],
  ['“', '”'],
  ['„', '“'],
  ['„', '”'],
  ['«', '»'],
  ['»', '«'],
  ['‹', '›'],
  ['「', '」'],
  ['『', '』'],
  ['〝', '〞'],
  ['＂', '＂'],
]

/**
 * Straight and curly single quotes double as apostrophes (mother's, rock 'n' roll), so they
 * count only when they open after a space or punctuation and close before one.
 */
const SINGLE = /(^|[\s([{:;,.!?—–-])(['‘])(?=\S)([^'‘’\n]*?[^\s'‘’])['’](?=$|[\s)\]}.,;:!?—–-])/gu

/** Every quoted passage, in order, none inside another. */
const ANY_QUOTE = /["“„«»‹「『〝＂'‘]/

export function findQuotes(text: string): Quote[] {
  if (!ANY_QUOTE.test(text)) return []
  const found: Quote[] = []
  for (let i = 0; i < text.length; i++) {
    for (const [open, close] of PAIRS) {
      if (text[i] !== open) continue
      const end = text.indexOf(close, i + 1)
      if (end < 0) continue
      const inner = text.slice(i + 1, end)
      if (!inner.trim() || inner.includes('\n')) continue
      found.push({ text: inner.trim(), start: i, end: end + 1 })
      i = end
      break
    }
  }
  for (const m of text.matchAll(SINGLE)) {
    // One letter between single quotes is an elision (rock 'n' roll), not lettering.
    if ([...m[3]!].length < 2) continue
    const start = m.index + m[1]!.length
    const end = m.index + m[0].length
    if (found.some((q) => start < q.end && q.start < end)) continue
    found.push({ text: m[3]!.trim(), start, end })
  }
  return found.sort((a, b) => a.start - b.start)
}
