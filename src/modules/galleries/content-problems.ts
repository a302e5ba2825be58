import type { GalleryContent } from './content-files.server'
import { isHandle } from './handle'

/** What the schema cannot see: handles, themes, styles and related ideas that must exist, and duplicates. */
export function contentProblems({ themes, ideas, styles }: GalleryContent): string[] {
  const problems: string[] = []
  const themeHandles = new Set(themes.map((t) => t.handle))
  const styleHandles = new Set(styles.map((s) => s.handle))
  const ideaHandles = new Set<string>()
  for (const { handle } of [...themes, ...styles]) if (!isHandle(handle)) problems.push(`${handle}: not a handle`)
  for (const idea of ideas) {
    const where = `ideas/${idea.theme}/${idea.handle}`
    if (!isHandle(idea.handle)) problems.push(`${where}: not a handle`)
    if (ideaHandles.has(idea.handle)) problems.push(`${where}: the handle is taken by another idea`)
    // An idea's handle is a URL segment beside the themes' (/tattoo-ideas/{theme} and /{idea}).
    if (themeHandles.has(idea.handle)) problems.push(`${where}: the handle is a theme's`)
    ideaHandles.add(idea.handle)
    if (!themeHandles.has(idea.theme)) problems.push(`${where}: no theme ${idea.theme}`)
    for (const s of idea.styles) if (!styleHandles.has(s)) problems.push(`${where}: no style ${s}`)
  }
  for (const idea of ideas)
    for (const r of idea.related)
      if (!ideaHandles.has(r) || r === idea.handle)
        problems.push(`ideas/${idea.theme}/${idea.handle}: related ${r} is no other idea`)
  return problems
}
