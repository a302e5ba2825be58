import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { twMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { classGroup, mergeClasses } from './class-merge'
import { cn } from './cn'

/** Every class-like word written in the browser's source: components, routes, lib. */
function sourceClasses(): string[] {
  const root = join(import.meta.dirname, '..')
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) {
        if (!['paraglide', 'engine', 'server', 'modules'].includes(name)) walk(path)
      } else if (/\.tsx?$/.test(name) && !name.includes('.test.') && !name.startsWith('class-merge')) files.push(path)
    }
  }
  walk(root)
  const words = new Set<string>()
  for (const file of files)
    for (const [, , text] of readFileSync(file, 'utf8').matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g))
      for (const word of text!.split(/\s+/)) if (word && word.length < 90) words.add(word)
  // A word is a class when tailwind-merge knows it (it folds a repeated class into one) or our rules do.
  const utility = (word: string) => word.replace(/^.*:/, '').replace(/^!|!$/g, '')
  return [...words].filter((w) => twMerge(`${w} ${w}`) === w || classGroup(utility(w)) !== undefined).sort()
}

describe('class merging', () => {
  it('agrees with tailwind-merge on every pair of classes the source writes, in both orders', () => {
    const classes = sourceClasses()
    expect(classes.length).toBeGreaterThan(500)
    const disagreements: string[] = []
    for (const a of classes)
      for (const b of classes) {
        const pair = `${a} ${b}`
        const expected = twMerge(pair)
        if (mergeClasses(pair) !== expected) disagreements.push(`${pair} → ${expected}, not ${mergeClasses(pair)}`)
      }
    expect(disagreements.slice(0, 20)).toEqual([])
  }, 120_000)

  it('lets a later class win within its group and its variants, and keeps the rest in order', () => {
    expect(cn('px-2 py-1', 'px-4')).toBe('py-1 px-4')
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2')
    expect(cn('px-2', 'p-4')).toBe('p-4')
    expect(cn('inline-flex items-center', 'hidden sm:inline-flex')).toBe('items-center hidden sm:inline-flex')
    expect(cn('hover:bg-surface bg-canvas', 'bg-black/60')).toBe('hover:bg-surface bg-black/60')
    expect(cn('text-sm text-ink-muted', 'text-lg')).toBe('text-ink-muted text-lg')
    expect(cn('leading-relaxed', 'text-lg')).toBe('text-lg')
    expect(cn('size-8', 'w-4')).toBe('size-8 w-4')
    expect(cn('w-4 h-4', 'size-8')).toBe('size-8')
    expect(cn('!size-4', 'size-5')).toBe('!size-4 size-5')
    expect(cn('focus:outline-2 hover:focus:p-1', 'focus:hover:p-2')).toBe('focus:outline-2 focus:hover:p-2')
    expect(cn('border border-line', 'border-accent border-2')).toBe('border-accent border-2')
    expect(cn('rounded-sm', 'rounded-t-none', 'rounded-full')).toBe('rounded-full')
    expect(cn('my-widget', false, undefined, 'my-widget')).toBe('my-widget my-widget')
  })
})
