import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/i18n/locales'
import { chunkForLocale, localizeMessageModule, messageChoices, pointAtFolder } from './messages-per-locale'

const compiled = (name: string) => {
  const file = join(import.meta.dirname, '../../src/paraglide/messages', `${name}.js`)
  return { file, code: readFileSync(file, 'utf8') }
}
const catalogue = (tag: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../messages', `${tag}.json`), 'utf8')) as Record<string, string>
const variantsOf = (code: string) => {
  const [choice] = messageChoices('m.js', code)
  return choice!.variants.map(({ start, end }) => code.slice(start, end))
}

describe('a message module in the browser build', () => {
  it('becomes one call holding the message in every language, in the order of LOCALES', () => {
    const { file, code } = compiled('language_switch_aria')
    const out = localizeMessageModule(file, code, undefined, '/runtime.ts')
    expect(out).toContain('import { localized } from "/runtime.ts"')
    expect(out).toMatch(/export const language_switch_aria = \/\* @__PURE__ \*\/ localized\("inkdraft:message"/)
    expect(out).not.toContain('getLocale')
    const variants = variantsOf(out)
    expect(variants).toHaveLength(LOCALES.length)
    LOCALES.forEach((locale, index) => {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the compiled message's placeholder
      const text = catalogue(locale.tag).language_switch_aria!.replace('{language}', '${i?.language}')
      expect(variants[index]).toContain(text)
    })
  })

  it('keeps a message exported under a name that is not an identifier', () => {
    const { file, code } = compiled('rank_free4')
    const out = localizeMessageModule(file, code, undefined, '/runtime.ts')
    expect(out).toMatch(/^const rank_free4 = /m)
    expect(out).toContain('export { rank_free4 as "rank_FREE" }')
    expect(variantsOf(out)[LOCALES.findIndex((l) => l.tag === 'ja')]).toContain('無料')
  })

  it('gives a language written as another language’s function that function’s text', () => {
    // What Paraglide writes for a language that lacks the message.
    const { file, code } = compiled('validation_required')
    const aliased = code.replace(
      /^const de_validation_required = [\s\S]*?\n};$/m,
      'const de_validation_required = en_validation_required;',
    )
    expect(aliased).toContain('const de_validation_required = en_validation_required;')
    const variants = variantsOf(localizeMessageModule(file, aliased, undefined, '/runtime.ts'))
    expect(variants[LOCALES.findIndex((l) => l.tag === 'de')]).toContain('This field is required.')
    expect(variants.join('\n')).not.toMatch(/^en_validation_required$/m)
  })

  it('fails the build on a module of another shape rather than ship a page without its words', () => {
    expect(() => localizeMessageModule('x.js', 'export const x = () => "hi"')).toThrow(/no message function/)
    expect(() => localizeMessageModule('x.js', 'console.log(1)')).toThrow(/unexpected ExpressionStatement/)
    const { file, code } = compiled('validation_required')
    expect(() => localizeMessageModule(file, code.replace(/^const de_validation_required/m, 'const de_other'))).toThrow(
      /de calls de_validation_required/,
    )
  })
})

describe('a built chunk', () => {
  // What the minifier makes of two messages: the marker becomes a template literal.
  const minified =
    'import{a as e}from"./index-A1.js";var t=e(`inkdraft:message`,[()=>`One`,()=>`Eins`,()=>`Uno`]),' +
    'n=e("inkdraft:message",[i=>`Hi `+i?.n,i=>`Hallo `+i?.n,i=>`Hola `+i?.n]);export{t,n};'

  it('keeps only the chosen language of every message', () => {
    const choices = messageChoices('c.js', minified, 3)
    expect(choices).toHaveLength(2)
    expect(chunkForLocale(minified, choices, 1)).toBe(
      'import{a as e}from"./index-A1.js";var t=e(`inkdraft:message`,[()=>`Eins`]),' +
        'n=e("inkdraft:message",[i=>`Hallo `+i?.n]);export{t,n};',
    )
    expect(chunkForLocale(minified, choices, 0)).not.toMatch(/Eins|Hallo|Uno|Hola/)
  })

  it('refuses a message whose languages were not all kept, or a marker it cannot account for', () => {
    expect(() => messageChoices('c.js', minified, 10)).toThrow(/3 languages where 10 were expected/)
    expect(() => messageChoices('c.js', `${minified}var s="inkdraft:message"`, 3)).toThrow(/appears 3 times but 2 messages/)
  })

  it('points the preload lists at its language’s folder, and nothing else', () => {
    const code = 'm.f=["assets/a-1.js","assets/a-1.css",`/assets/b-2.js`,"assets/other.js"];import("./a-1.js")'
    expect(pointAtFolder(code, new Set(['a-1.js', 'b-2.js']), 'ja')).toBe(
      'm.f=["assets/ja/a-1.js","assets/a-1.css",`/assets/ja/b-2.js`,"assets/other.js"];import("./a-1.js")',
    )
  })
})
