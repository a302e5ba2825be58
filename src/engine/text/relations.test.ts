import { describe, expect, it } from 'vitest'
import type { Lang } from './lexicon/types.ts'
import { readPrompt } from './reading.ts'
import { relationBetween, type Relation } from './relations.ts'
import { understand } from './understand.ts'
import type { RelationId } from './vocabulary/relations.ts'

type Row = [prompt: string, kind: RelationId, subject: string, object: string]

/** Real prompts per language, in that language's word order; passive and flipped forms included. */
const TABLE: Record<Lang, Row[]> = {
  en: [
    ['a snake wrapped around a dagger', 'coil', 'snake', 'dagger'],
    ['snakes coiled around daggers', 'coil', 'snake', 'dagger'],
    ['a dagger entwined with a snake', 'coil', 'snake', 'dagger'],
    ['a dragon around a sword', 'coil', 'dragon', 'sword'],
    ['skull surrounded by roses', 'frame', 'skull', 'rose'],
    ['roses around a skull', 'frame', 'skull', 'rose'],
    ['a skull in a wreath of roses', 'frame', 'skull', 'rose'],
    ['an owl perched on a skull', 'perch', 'owl', 'skull'],
    ['swallow sitting on an anchor', 'perch', 'swallow', 'anchor'],
    ['a dagger through a heart', 'pierce', 'dagger', 'heart'],
    ['heart pierced by a dagger', 'pierce', 'dagger', 'heart'],
    ['sword through a rose', 'pierce', 'sword', 'rose'],
    ['hand holding a rose', 'hold', 'hand', 'rose'],
    ['an eagle with a snake in its claws', 'hold', 'eagle', 'snake'],
    ['a rose held by a hand', 'hold', 'hand', 'rose'],
    ['phoenix rising from flames', 'emerge', 'phoenix', 'fire'],
    ['a lotus emerging from the waves', 'emerge', 'lotus', 'wave'],
    ['wolf under the moon', 'under', 'wolf', 'moon'],
    ['the moon above a wolf', 'under', 'wolf', 'moon'],
    ['koi in waves', 'inside', 'koi', 'wave'],
    ['a rose inside a skull', 'inside', 'rose', 'skull'],
    ['a compass with a rose inside', 'inside', 'rose', 'compass'],
    ['a dagger in a heart', 'pierce', 'dagger', 'heart'],
    ['skull with roses', 'with', 'skull', 'rose'],
    ['anchor and swallow', 'with', 'anchor', 'swallow'],
  ],
  de: [
    ['Schlange um einen Dolch gewickelt', 'coil', 'snake', 'dagger'],
    ['eine um einen Dolch gewundene Schlange', 'coil', 'snake', 'dagger'],
    ['Schlange, die sich um einen Dolch windet', 'coil', 'snake', 'dagger'],
    ['Totenkopf umgeben von Rosen', 'frame', 'skull', 'rose'],
    ['Rosen um einen Totenkopf', 'frame', 'skull', 'rose'],
    ['Eule auf einem Totenkopf', 'perch', 'owl', 'skull'],
    ['Herz von einem Dolch durchbohrt', 'pierce', 'dagger', 'heart'],
    ['Dolch durch ein Herz', 'pierce', 'dagger', 'heart'],
    ['Hand hält eine Rose', 'hold', 'hand', 'rose'],
    ['Adler mit einer Schlange in seinen Krallen', 'hold', 'eagle', 'snake'],
    ['Phönix steigt aus den Flammen', 'emerge', 'phoenix', 'fire'],
    ['Wolf unter dem Mond', 'under', 'wolf', 'moon'],
    ['Mond über einem Wolf', 'under', 'wolf', 'moon'],
    ['Koi in Wellen', 'inside', 'koi', 'wave'],
    ['Totenkopf mit Rosen', 'with', 'skull', 'rose'],
  ],
  es: [
    ['serpiente enrollada en una daga', 'coil', 'snake', 'dagger'],
    ['calavera rodeada de rosas', 'frame', 'skull', 'rose'],
    ['rosas alrededor de una calavera', 'frame', 'skull', 'rose'],
    ['golondrina posada sobre un ancla', 'perch', 'swallow', 'anchor'],
    ['corazón atravesado por una daga', 'pierce', 'dagger', 'heart'],
    ['daga atravesando un corazón', 'pierce', 'dagger', 'heart'],
    ['mano sosteniendo una rosa', 'hold', 'hand', 'rose'],
    ['águila con una serpiente en sus garras', 'hold', 'eagle', 'snake'],
    ['fénix surgiendo del fuego', 'emerge', 'phoenix', 'fire'],
    ['lobo bajo la luna', 'under', 'wolf', 'moon'],
    ['luna sobre un lobo', 'under', 'wolf', 'moon'],
    ['koi en las olas', 'inside', 'koi', 'wave'],
    ['calavera con rosas', 'with', 'skull', 'rose'],
  ],
  fr: [
    ["serpent enroulé autour d'une dague", 'coil', 'snake', 'dagger'],
    ['crâne entouré de roses', 'frame', 'skull', 'rose'],
    ['crânes entourés de roses', 'frame', 'skull', 'rose'],
    ["roses autour d'un crâne", 'frame', 'skull', 'rose'],
    ['hirondelle sur une ancre', 'perch', 'swallow', 'anchor'],
    ['hibou perché sur un crâne', 'perch', 'owl', 'skull'],
    ['cœur transpercé par une dague', 'pierce', 'dagger', 'heart'],
    ['main tenant une rose', 'hold', 'hand', 'rose'],
    ['aigle avec un serpent dans ses griffes', 'hold', 'eagle', 'snake'],
    ['phénix renaissant des flammes', 'emerge', 'phoenix', 'fire'],
    ['loup sous la lune', 'under', 'wolf', 'moon'],
    ["lune au-dessus d'un loup", 'under', 'wolf', 'moon'],
    ['koï dans les vagues', 'inside', 'koi', 'wave'],
    ['crâne avec des roses', 'with', 'skull', 'rose'],
  ],
  ja: [
    ['短剣に巻きつく蛇', 'coil', 'snake', 'dagger'],
    ['短剣に巻きついた蛇', 'coil', 'snake', 'dagger'],
    ['短剣に巻き付いた蛇', 'coil', 'snake', 'dagger'],
    ['蛇が短剣に巻きついている', 'coil', 'snake', 'dagger'],
    ['バラに囲まれた髑髏', 'frame', 'skull', 'rose'],
    ['髑髏の周りのバラ', 'frame', 'skull', 'rose'],
    ['錨の上のツバメ', 'perch', 'swallow', 'anchor'],
    ['錨上のツバメ', 'perch', 'swallow', 'anchor'],
    ['ハートを貫く短剣', 'pierce', 'dagger', 'heart'],
    ['短剣が刺さったハート', 'pierce', 'dagger', 'heart'],
    ['蛇を掴む鷲', 'hold', 'eagle', 'snake'],
    ['炎から蘇る不死鳥', 'emerge', 'phoenix', 'fire'],
    ['月の下の狼', 'under', 'wolf', 'moon'],
    ['波の中の鯉', 'inside', 'koi', 'wave'],
    ['波間を泳ぐ鯉', 'inside', 'koi', 'wave'],
    ['薔薇と髑髏', 'with', 'rose', 'skull'],
  ],
  ko: [
    ['단검을 감은 뱀', 'coil', 'snake', 'dagger'],
    ['뱀이 단검을 감고 있다', 'coil', 'snake', 'dagger'],
    ['장미에 둘러싸인 해골', 'frame', 'skull', 'rose'],
    ['해골 주위의 장미', 'frame', 'skull', 'rose'],
    ['닻 위의 제비', 'perch', 'swallow', 'anchor'],
    ['단검이 꽂힌 하트', 'pierce', 'dagger', 'heart'],
    ['뱀을 문 독수리', 'hold', 'eagle', 'snake'],
    ['불꽃에서 날아오르는 불사조', 'emerge', 'phoenix', 'fire'],
    ['달 아래 늑대', 'under', 'wolf', 'moon'],
    ['파도 속의 잉어', 'inside', 'koi', 'wave'],
    ['해골과 장미', 'with', 'skull', 'rose'],
    ['장미가 있는 해골', 'with', 'skull', 'rose'],
  ],
  pt: [
    ['cobra enrolada em uma adaga', 'coil', 'snake', 'dagger'],
    ['caveira cercada de rosas', 'frame', 'skull', 'rose'],
    ['rosas ao redor de uma caveira', 'frame', 'skull', 'rose'],
    ['andorinha pousada sobre uma âncora', 'perch', 'swallow', 'anchor'],
    ['coração atravessado por uma adaga', 'pierce', 'dagger', 'heart'],
    ['mão segurando uma rosa', 'hold', 'hand', 'rose'],
    ['águia com uma cobra nas garras', 'hold', 'eagle', 'snake'],
    ['fênix surgindo das chamas', 'emerge', 'phoenix', 'fire'],
    ['lobo sob a lua', 'under', 'wolf', 'moon'],
    ['lua acima de um lobo', 'under', 'wolf', 'moon'],
    ['carpa nas ondas', 'inside', 'koi', 'wave'],
    ['caveira com rosas', 'with', 'skull', 'rose'],
  ],
  tw: [
    ['纏繞匕首的蛇', 'coil', 'snake', 'dagger'],
    ['蛇纏繞著匕首', 'coil', 'snake', 'dagger'],
    ['被玫瑰環繞的骷髏', 'frame', 'skull', 'rose'],
    ['站在錨上的燕子', 'perch', 'swallow', 'anchor'],
    ['被匕首刺穿的愛心', 'pierce', 'dagger', 'heart'],
    ['叼著蛇的老鷹', 'hold', 'eagle', 'snake'],
    ['浴火重生的鳳凰', 'emerge', 'phoenix', 'fire'],
    ['月下的狼', 'under', 'wolf', 'moon'],
    ['浪花裡的錦鯉', 'inside', 'koi', 'wave'],
    ['骷髏與玫瑰', 'with', 'skull', 'rose'],
  ],
  vi: [
    ['rắn quấn quanh dao găm', 'coil', 'snake', 'dagger'],
    ['con ran quan quanh dao gam', 'coil', 'snake', 'dagger'],
    ['đầu lâu được bao quanh bởi hoa hồng', 'frame', 'skull', 'rose'],
    ['hoa hồng bao quanh đầu lâu', 'frame', 'skull', 'rose'],
    ['chim én đậu trên mỏ neo', 'perch', 'swallow', 'anchor'],
    ['chim en dau tren mo neo', 'perch', 'swallow', 'anchor'],
    ['dao găm xuyên qua trái tim', 'pierce', 'dagger', 'heart'],
    ['trái tim bị dao găm đâm xuyên', 'pierce', 'dagger', 'heart'],
    ['đại bàng quắp con rắn', 'hold', 'eagle', 'snake'],
    ['phượng hoàng bay lên từ ngọn lửa', 'emerge', 'phoenix', 'fire'],
    ['sói dưới mặt trăng', 'under', 'wolf', 'moon'],
    ['cá chép trong sóng biển', 'inside', 'koi', 'wave'],
    ['đầu lâu với hoa hồng', 'with', 'skull', 'rose'],
    ['dau lau voi hoa hong', 'with', 'skull', 'rose'],
  ],
  zh: [
    ['缠绕匕首的蛇', 'coil', 'snake', 'dagger'],
    ['蛇缠绕着匕首', 'coil', 'snake', 'dagger'],
    ['一条缠绕着一把匕首的蛇', 'coil', 'snake', 'dagger'],
    ['被玫瑰环绕的骷髅', 'frame', 'skull', 'rose'],
    ['骷髅周围的玫瑰', 'frame', 'skull', 'rose'],
    ['站在锚上的燕子', 'perch', 'swallow', 'anchor'],
    ['被匕首刺穿的爱心', 'pierce', 'dagger', 'heart'],
    ['匕首穿过爱心', 'pierce', 'dagger', 'heart'],
    ['叼着蛇的老鹰', 'hold', 'eagle', 'snake'],
    ['浴火重生的凤凰', 'emerge', 'phoenix', 'fire'],
    ['凤凰从火焰中升起', 'emerge', 'phoenix', 'fire'],
    ['月下的狼', 'under', 'wolf', 'moon'],
    ['浪花中的锦鲤', 'inside', 'koi', 'wave'],
    ['骷髅和玫瑰', 'with', 'skull', 'rose'],
    ['带玫瑰的骷髅', 'with', 'skull', 'rose'],
  ],
}

const relationsOf = (prompt: string, language?: Lang): Relation[] => understand(prompt, { language }).relations ?? []

describe('relations: how the motifs of a prompt relate, in every language', () => {
  for (const [lang, rows] of Object.entries(TABLE) as [Lang, Row[]][]) {
    describe(lang, () => {
      it.each(rows)('%s → %s', (prompt, kind, subject, object) => {
        expect(relationsOf(prompt, lang)).toEqual([{ kind, subject, object }])
      })

      it('covers at least six kinds of relation', () => {
        expect(new Set(rows.map((r) => r[1])).size).toBeGreaterThanOrEqual(6)
      })
    })
  }

  it('reads the relations without the language given', () => {
    const missed = Object.entries(TABLE)
      .flatMap(([, rows]) => rows)
      // Unaccented Vietnamese needs the site's language to be read as Vietnamese at all.
      .filter(([p]) => !/^(con ran|chim en|dau lau)/.test(p))
      .filter(
        ([p, kind, subject, object]) =>
          !relationsOf(p).some((r) => r.kind === kind && r.subject === subject && r.object === object),
      )
    expect(missed).toEqual([])
  })
})

describe('relations: two relations in one prompt, and none', () => {
  it('gives a companion after a relation to the head of the phrase, not the nearest motif', () => {
    // "with roses" says what goes with the whole "snake wrapped around a dagger"; its main
    // motif is the snake, so the roses go with the snake and the dagger stays the snake's.
    expect(relationsOf('a snake wrapped around a dagger with roses')).toEqual([
      { kind: 'coil', subject: 'snake', object: 'dagger' },
      { kind: 'with', subject: 'snake', object: 'rose' },
    ])
    // A Japanese relative clause ends on its head: 短剣に巻きつく蛇 is about the snake.
    expect(relationsOf('短剣に巻きつく蛇とバラ')).toEqual([
      { kind: 'coil', subject: 'snake', object: 'dagger' },
      { kind: 'with', subject: 'snake', object: 'rose' },
    ])
    // Passive voice keeps the first named as the head: the heart is what the phrase is about.
    expect(relationsOf('a heart pierced by a dagger and a swallow on an anchor')).toEqual([
      { kind: 'pierce', subject: 'dagger', object: 'heart' },
      { kind: 'with', subject: 'heart', object: 'swallow' },
      { kind: 'perch', subject: 'swallow', object: 'anchor' },
    ])
  })

  it('finds nothing where nothing relates the motifs', () => {
    for (const p of ['a wolf', 'rose', 'wolf, moon', 'a wolf howling at the moon', '月に吠える狼', 'qwzx', '', 'lobo. luna'])
      expect(understand(p).relations, p).toBeUndefined()
  })

  it('reads past style, colour and placement words between two motifs', () => {
    expect(relationsOf('a wolf in fine line under the moon')).toEqual([{ kind: 'under', subject: 'wolf', object: 'moon' }])
    expect(relationsOf('a wolf on my forearm with a rose')).toEqual([{ kind: 'with', subject: 'wolf', object: 'rose' }])
    expect(relationsOf('a black snake coiled around a red dagger')).toEqual([
      { kind: 'coil', subject: 'snake', object: 'dagger' },
    ])
    expect(relationsOf('a snake wrapped around an old rusty dagger')).toEqual([
      { kind: 'coil', subject: 'snake', object: 'dagger' },
    ])
  })

  it('does not read quoted lettering for relations', () => {
    expect(relationsOf('a wolf and "under the moon"')).toEqual([])
  })
})

describe('relations: relation words are not motifs nor leftover', () => {
  it('drops an animal’s own claws as a motif', () => {
    const u = understand('an eagle with a snake in its claws')
    expect(u.concepts).toEqual(['eagle', 'snake'])
    expect(u.leftover).toBe('an a')
    // Claws on their own are still a motif.
    expect(understand('claws and a wolf').concepts).toEqual(['claw-marks', 'wolf'])
  })

  it('takes relation words out of the leftover, keeping articles and "and"', () => {
    expect(understand('a snake wrapped around a dagger').leftover).toBe('a a')
    expect(understand('crâne entouré de roses').leftover).toBe('')
    expect(understand('バラに囲まれた髑髏').leftover).toBe('')
    expect(understand('skull and roses').leftover).toBe('and')
    // Unaccented Vietnamese "voi" between two motifs is "with", not an elephant.
    expect(understand('dau lau voi hoa hong', { language: 'vi' }).concepts).toEqual(['skull', 'rose'])
    expect(understand('con voi va con ran', { language: 'vi' }).concepts).toEqual(['elephant', 'snake'])
  })
})

describe('relations: the reading and the composer helper', () => {
  it('keeps only relations among the motifs the reading keeps', () => {
    const r = readPrompt({ prompt: 'wolf, moon, star, sun, tree, a skull with roses', language: 'en' } as Parameters<
      typeof readPrompt
    >[0])
    expect(r.concepts).toEqual(['wolf', 'moon', 'star', 'sun', 'tree'])
    expect(r.relations).toEqual([])
    const s = readPrompt({ prompt: 'a snake wrapped around a dagger', language: 'en' } as Parameters<typeof readPrompt>[0])
    expect(s.relations).toEqual([{ kind: 'coil', subject: 'snake', object: 'dagger' }])
  })

  it('finds the relation between two motifs in either direction', () => {
    const rs = relationsOf('a snake wrapped around a dagger with roses')
    expect(relationBetween(rs, 'dagger', 'snake')?.kind).toBe('coil')
    expect(relationBetween(rs, 'rose', 'snake')?.kind).toBe('with')
    expect(relationBetween(rs, 'rose', 'dagger')).toBeUndefined()
  })
})
