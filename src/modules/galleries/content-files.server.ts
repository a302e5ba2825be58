import { parseContentFile } from '@/lib/content-file'
import { ideaFileSchema, styleFileSchema, themeFileSchema, type IdeaFile, type StyleFile, type ThemeFile } from './content-schema'

/**
 * The gallery's content files, bundled with the server (content/README.md). Vite reads them at
 * build time; each is checked against its schema when first used, so a broken file fails the
 * tests (content.test.ts) rather than a page.
 */
const themeFiles = import.meta.glob<unknown>('/content/themes/*.json', { eager: true, import: 'default' })
const ideaFiles = import.meta.glob<unknown>('/content/ideas/*/*.json', { eager: true, import: 'default' })
const styleFiles = import.meta.glob<unknown>('/content/styles/*.json', { eager: true, import: 'default' })

export interface Theme extends ThemeFile {
  handle: string
}
export interface Idea extends IdeaFile {
  handle: string
  theme: string
}
export interface Style extends StyleFile {
  handle: string
}

/** `/content/ideas/animals/wolf.json` → ['animals', 'wolf'] */
const pathParts = (path: string): string[] =>
  path
    .replace(/\.json$/, '')
    .split('/')
    .slice(3)

export interface GalleryContent {
  themes: Theme[]
  ideas: Idea[]
  styles: Style[]
}

let content: GalleryContent | null = null

/** Every theme, idea and style, in their order; checked once. */
export function galleryContent(): GalleryContent {
  if (content) return content
  const themes = Object.entries(themeFiles)
    .map(([path, data]) => ({ ...parseContentFile(themeFileSchema, path, data), handle: pathParts(path)[0]! }))
    .sort((a, b) => a.order - b.order || a.handle.localeCompare(b.handle))
  const ideas = Object.entries(ideaFiles)
    .map(([path, data]) => {
      const [theme, handle] = pathParts(path) as [string, string]
      return { ...parseContentFile(ideaFileSchema, path, data), handle, theme }
    })
    .sort((a, b) => a.handle.localeCompare(b.handle))
  const styles = Object.entries(styleFiles)
    .map(([path, data]) => ({ ...parseContentFile(styleFileSchema, path, data), handle: pathParts(path)[0]! }))
    .sort((a, b) => a.order - b.order || a.handle.localeCompare(b.handle))
  content = { themes, ideas, styles }
  return content
}
