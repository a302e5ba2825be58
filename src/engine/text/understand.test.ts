import { describe, expect, it } from 'vitest'
import { PLACEMENT_IDS } from '../placements.ts'
import { STYLE_IDS } from '../styles.ts'
import { dictionary } from './dictionary.ts'
import { CONCEPTS, LANGS, type Lang } from './lexicon/index.ts'
import { understand } from './understand.ts'
import { COLOUR_WORDS } from './vocabulary/colours.ts'
import { COMPOSITION_IDS, COMPOSITION_WORDS } from './vocabulary/compositions.ts'
import { MOOD_IDS, MOOD_WORDS } from './vocabulary/moods.ts'
import { PLACEMENT_WORDS } from './vocabulary/placements.ts'
import { STYLE_WORDS } from './vocabulary/styles.ts'

describe('understand: the same request in all ten languages', () => {
  const cases: [Lang, string, string[]][] = [
    ['en', 'a wolf howling at the moon in fine line on my forearm', ['wolf', 'moon']],
    ['de', 'Wolf und Mond, Feinlinie, Unterarm', ['wolf', 'moon']],
    ['es', 'lobo y luna', ['wolf', 'moon']],
    ['fr', 'loup et lune', ['wolf', 'moon']],
    ['ja', '月に吠える狼', ['moon', 'wolf']],
    ['ko', '달을 보고 우는 늑대', ['moon', 'wolf']],
    ['pt', 'lobo e lua', ['wolf', 'moon']],
    ['tw', '狼與月亮', ['wolf', 'moon']],
    ['vi', 'sói và mặt trăng', ['wolf', 'moon']],
    ['zh', '狼和月亮', ['wolf', 'moon']],
  ]
  for (const [lang, prompt, concepts] of cases) {
    it(`${lang}: ${prompt}`, () => {
      expect(understand(prompt, { language: lang }).concepts).toEqual(concepts)
      // The language is found from the text alone as well.
      expect(understand(prompt).concepts).toEqual(concepts)
    })
  }

  it('reads style and placement from the English and German prompts', () => {
    const en = understand('a wolf howling at the moon in fine line on my forearm')
    expect(en.style).toBe('fine-line')
    expect(en.placement).toBe('forearm')
    expect(en.leftover).toBe('a howling at the in on my')
    const de = understand('Wolf und Mond, Feinlinie, Unterarm', { language: 'de' })
    expect(de).toMatchObject({ style: 'fine-line', placement: 'forearm', leftover: 'und' })
  })

  it('scans Japanese and Chinese without trusting word boundaries', () => {
    expect(understand('桜の花と月').concepts).toEqual(['cherry-blossom', 'moon'])
    expect(understand('龙和凤凰').concepts).toEqual(['dragon', 'phoenix'])
    // The longest entry wins: 海龟 is a sea turtle, not sea + turtle; 猫头鹰 an owl.
    expect(understand('海龟和猫头鹰').concepts).toEqual(['sea-turtle', 'owl'])
    // A katakana word inside a longer one is not that word: カメラ is a camera, not a turtle.
    expect(understand('カメラ', { language: 'ja' }).concepts).not.toContain('turtle')
    // Latin words and letters written into Han text.
    expect(understand('wolf和月亮').concepts).toEqual(['wolf', 'moon'])
    expect(understand('黑桃A纹身', { language: 'zh' }).concepts).toEqual(['ace-of-spades'])
    // Months contain 月 without meaning the moon.
    expect(understand('3月生まれ', { language: 'ja' }).concepts).not.toContain('moon')
  })

  it('splits Korean particles off their nouns', () => {
    expect(understand('늑대와 달').concepts).toEqual(['wolf', 'moon'])
    expect(understand('코끼리와 나비 문신, 손목').concepts).toEqual(['elephant', 'butterfly'])
    expect(understand('코끼리와 나비 문신, 손목').placement).toBe('wrist-band')
    // 새 is a bird only as a noun: 새로 ("anew") is not.
    expect(understand('새로 시작').concepts).toEqual([])
    expect(understand('새가 나는 하늘').concepts).toContain('bird')
  })

  it('reads Vietnamese typed with and without accents', () => {
    expect(understand('soi va mat trang').concepts).toEqual(['wolf', 'moon'])
    expect(understand('hình xăm con cá chép và hoa sen').concepts).toEqual(['koi', 'lotus'])
    expect(understand('hinh xam ca chep').concepts).toEqual(['koi'])
    // In accented text an unaccented spelling is another word: "soi" is "to shine".
    expect(understand('ánh trăng soi sáng', { language: 'vi' }).concepts).not.toContain('wolf')
  })

  it('matches Latin words without accents, in plural and across languages', () => {
    expect(understand('lowe', { language: 'de' }).concepts).toEqual(['lion'])
    expect(understand('Wölfe und Löwen').concepts).toEqual(['wolf', 'lion'])
    expect(understand('three wolves and two foxes').concepts).toEqual(['wolf', 'fox'])
    expect(understand('elephant', { language: 'fr' }).concepts).toEqual(['elephant'])
    expect(understand('león', { language: 'es' }).concepts).toEqual(['lion'])
    expect(understand('leon', { language: 'es' }).concepts).toEqual(['lion'])
    expect(understand("l'aigle et le loup", { language: 'fr' }).concepts).toEqual(['eagle', 'wolf'])
  })

  it('prefers the meaning in the language the prompt is in', () => {
    // Portuguese "cobra" is any snake; English "cobra" the cobra.
    expect(understand('cobra', { language: 'pt' }).concepts).toEqual(['snake'])
    expect(understand('cobra', { language: 'en' }).concepts).toEqual(['cobra'])
    // Japanese 猪 is the wild boar, Chinese 猪 the pig.
    expect(understand('猪', { language: 'ja' }).concepts).toEqual(['boar'])
    expect(understand('猪', { language: 'zh' }).concepts).toEqual(['pig'])
    // Spanish "dos" is two, not the French back.
    expect(understand('dos lobos', { language: 'es' }).placement).toBeUndefined()
  })

  it('takes the longest phrase and keeps a longer one that starts a word later', () => {
    expect(understand('lily of the valley and a sea turtle').concepts).toEqual(['lily-of-the-valley', 'sea-turtle'])
    expect(understand('un caballito de mar', { language: 'es' }).concepts).toEqual(['seahorse'])
    expect(understand('Sternzeichen Löwe', { language: 'de' }).concepts).toEqual(['leo'])
    expect(understand('Löwe', { language: 'de' }).concepts).toEqual(['lion'])
  })

  it('lists each concept once, in prompt order', () => {
    expect(understand('wolf, moon, wolves and another wolf').concepts).toEqual(['wolf', 'moon'])
  })

  it('reads colour, composition and mood words', () => {
    const r = understand('small dotwork mandala on the ankle, delicate, black and grey')
    expect(r).toMatchObject({ style: 'dotwork', placement: 'ankle', colour: 'bw', composition: 'mandala' })
    expect(r.mood).toEqual(['delicate'])
    expect(understand('lobo a color', { language: 'es' }).colour).toBe('color')
    expect(understand('lobo sin color', { language: 'es' }).colour).toBe('bw')
    expect(understand('Rose mit Banner', { language: 'de' }).composition).toBe('banner')
    expect(understand('wolf').mood).toBeUndefined()
  })
})

describe('understand: lettering in quotes', () => {
  const cases: [string, string[]][] = [
    ['rose with "Mom" banner', ['Mom']],
    ['rose with “Forever” below', ['Forever']],
    ['„Liebe“ und Rose', ['Liebe']],
    ['«liberté» hirondelle', ['liberté']],
    ['‹courage› et lion', ['courage']],
    ['「一期一会」の文字と桜', ['一期一会']],
    ['『永遠』と月', ['永遠']],
    ["mother's rose with 'Forever' on a ribbon", ['Forever']],
    ['"wolf" and "moon"', ['wolf', 'moon']],
  ]
  for (const [prompt, lettering] of cases) {
    it(prompt, () => expect(understand(prompt).lettering).toEqual(lettering))
  }

  it('does not search quoted text for concepts', () => {
    expect(understand('"wolf" and "moon"').concepts).toEqual([])
    expect(understand('a rose with "wolf pack" written under it').concepts).toEqual(['rose'])
    expect(understand('「一期一会」の文字と桜').concepts).toEqual(['cherry-blossom'])
  })

  it('leaves apostrophes alone', () => {
    const r = understand("mother's rose and the dogs' bone")
    expect(r.lettering).toEqual([])
    expect(r.concepts).toContain('rose')
  })
})

describe('understand: prompts it cannot read', () => {
  it('returns nothing for an empty or blank prompt', () => {
    for (const p of ['', '   ', '\n\t']) expect(understand(p)).toEqual({ concepts: [], lettering: [], leftover: '' })
  })

  it('keeps a prompt that matches nothing as leftover', () => {
    expect(understand('hello there, friend!')).toEqual({
      concepts: [],
      lettering: [],
      leftover: 'hello there, friend!',
    })
    expect(understand('qwzx 12345 ??').leftover).toBe('qwzx 12345 ??')
  })

  it('never throws, whatever it is given', () => {
    const odd = ['"', '「', "'", '«»', '\u0000', '🐺🌙', 'a'.repeat(5000), '“unclosed', '---', '月'.repeat(300), null, undefined]
    for (const p of odd) expect(() => understand(p as string)).not.toThrow()
    expect(understand('wolf', { language: 'xx' as Lang }).concepts).toEqual(['wolf'])
    expect(understand('🐺 wolf 🌙').concepts).toEqual(['wolf'])
  })
})

describe('the dictionary', () => {
  it('reaches every concept from every language by its first word', () => {
    const missed: string[] = []
    for (const c of CONCEPTS)
      for (const lang of LANGS) {
        const word = c.words[lang][0]
        if (!word || !understand(word, { language: lang }).concepts.includes(c.id)) missed.push(`${c.id}/${lang} "${word}"`)
      }
    expect(missed).toEqual([])
  })

  it('has at least one word for every concept in every language', () => {
    const empty = CONCEPTS.flatMap((c) => LANGS.filter((l) => !c.words[l]?.some((w) => w.trim())).map((l) => `${c.id}/${l}`))
    expect(empty).toEqual([])
  })

  it('has no concept id twice', () => {
    const ids = CONCEPTS.map((c) => c.id)
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
  })

  it('gives no word to two concepts within one language', () => {
    expect(dictionary().clashes.map((c) => `${c.lang} "${c.word}": ${c.ids.join(' / ')}`)).toEqual([])
  })

  const vocabularies: [
    string,
    readonly string[],
    Record<string, Record<Lang, readonly string[]>>,
    keyof ReturnType<typeof understand>,
  ][] = [
    ['style', STYLE_IDS, STYLE_WORDS, 'style'],
    ['placement', PLACEMENT_IDS, PLACEMENT_WORDS, 'placement'],
    ['colour', ['bw', 'color'], COLOUR_WORDS, 'colour'],
    ['composition', COMPOSITION_IDS, COMPOSITION_WORDS, 'composition'],
  ]
  for (const [name, ids, words, field] of vocabularies) {
    it(`reaches every ${name} from every word in every language`, () => {
      const missed: string[] = []
      for (const id of ids)
        for (const lang of LANGS) {
          if (!words[id]?.[lang]?.length) missed.push(`${id}/${lang}: no words`)
          for (const w of words[id]?.[lang] ?? [])
            if (understand(w, { language: lang })[field] !== id) missed.push(`${id}/${lang} "${w}"`)
        }
      expect(missed).toEqual([])
    })
  }

  it('reaches every mood from every word in every language', () => {
    const missed: string[] = []
    for (const id of MOOD_IDS)
      for (const lang of LANGS)
        for (const w of MOOD_WORDS[id][lang])
          if (!understand(w, { language: lang }).mood?.includes(id)) missed.push(`${id}/${lang} "${w}"`)
    expect(missed).toEqual([])
  })
})
