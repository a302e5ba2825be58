import type { Sense } from './dictionary.ts'

/**
 * Korean writes particles and endings onto the noun (늑대와 = wolf + "and"), so a word is split
 * into dictionary words and these. Tattoo words that trail a noun without a space
 * (늑대문신) count as endings too.
 */
export const PARTICLES = new Set([
  '이',
  '가',
  '은',
  '는',
  '을',
  '를',
  '와',
  '과',
  '의',
  '에',
  '에서',
  '에게',
  '한테',
  '로',
  '으로',
  '도',
  '만',
  '랑',
  '이랑',
  '하고',
  '처럼',
  '같은',
  '같이',
  '모양',
  '문신',
  '타투',
  '디자인',
  '그림',
  '들',
  '이나',
  '나',
  '요',
  '이요',
  '스타일',
  '느낌',
  '풍',
  '위에',
  '위',
  '안에',
  '속',
  '속에',
  '인',
  '및',
  '까지',
  '부터',
  '보다',
  '한',
  '을요',
  '를요',
])

/**
 * Particles after which a one-syllable noun is believed: 새 (bird) is also "new", 해 (sun) also
 * "do", so 새가 is a bird but 새로 ("anew") is not.
 */
const STRONG = new Set([
  '이',
  '가',
  '은',
  '는',
  '을',
  '를',
  '와',
  '과',
  '의',
  '랑',
  '이랑',
  '하고',
  '처럼',
  '들',
  '문신',
  '타투',
  '모양',
  '그림',
  '도',
])

export interface HangulPiece {
  start: number
  end: number
  senses: Sense[]
}

/**
 * Splits one Korean word into dictionary words and particles, covering it completely with as
 * few pieces as possible. Returns null when it cannot be covered.
 */
export function splitHangul(
  word: string,
  lookup: (piece: string) => Sense[] | undefined,
  maxLength: number,
): HangulPiece[] | null {
  const n = word.length
  // States: position, and whether a one-syllable noun waits for a strong particle.
  type Step = { cost: number; from: number; fromWaiting: boolean; piece?: HangulPiece }
  const best: (Step | undefined)[][] = Array.from({ length: n + 1 }, () => [undefined, undefined])
  best[0]![0] = { cost: 0, from: -1, fromWaiting: false }
  for (let i = 0; i < n; i++) {
    for (const waiting of [0, 1] as const) {
      const here = best[i]![waiting]
      if (!here) continue
      for (let len = 1; len <= Math.min(maxLength, n - i); len++) {
        const piece = word.slice(i, i + len)
        const relax = (to: number, toWaiting: 0 | 1, step: Step) => {
          const cur = best[to]![toWaiting]
          if (!cur || step.cost < cur.cost) best[to]![toWaiting] = step
        }
        if (PARTICLES.has(piece) && (!waiting || STRONG.has(piece)))
          relax(i + len, 0, { cost: here.cost + 1, from: i, fromWaiting: waiting === 1 })
        if (waiting) continue
        const senses = lookup(piece)
        if (senses)
          relax(i + len, len === 1 ? 1 : 0, {
            cost: here.cost + 1,
            from: i,
            fromWaiting: false,
            piece: { start: i, end: i + len, senses },
          })
      }
    }
  }
  // A one-syllable noun may also end the word on its own.
  const end = [best[n]![0], best[n]![1]].filter(Boolean).sort((a, b) => a!.cost - b!.cost)[0]
  if (!end) return null
  const pieces: HangulPiece[] = []
  let pos = n
  let waiting = best[n]![0] === end ? 0 : 1
  while (pos > 0) {
    const step = best[pos]![waiting]!
    if (step.piece) pieces.unshift(step.piece)
    pos = step.from
    waiting = step.fromWaiting ? 1 : 0
  }
  return pieces
}

/** The word with one trailing particle removed, for phrases whose last word carries one. */
export function withoutParticle(word: string): string[] {
  const out: string[] = []
  for (const p of PARTICLES) if (word.length > p.length && word.endsWith(p)) out.push(word.slice(0, -p.length))
  return out
}
