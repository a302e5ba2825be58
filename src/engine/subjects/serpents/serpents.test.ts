import { describe, expect, it } from 'vitest'
import { Sketch } from '../../ink/sketch.ts'
import { narrowestGapMm } from '../../print/narrowest-gap.ts'
import { Random } from '../../random.ts'
import { STYLES, type StyleId } from '../../styles.ts'
import type { SubjectAnchors, SubjectModel } from '../model.ts'
import { SUBJECT_MODELS } from '../index.ts'
import { SERPENTS } from './index.ts'

const STYLE_IDS: StyleId[] = ['traditional', 'fine-line', 'blackwork']

function draw(model: SubjectModel, style: StyleId, form: number, size: number, mirror = false, seed = 1) {
  const spec = STYLES[style]
  const sk = new Sketch(spec, spec.defaultColour)
  const aspect = model.aspects[form]!
  const w = aspect >= 1 ? size : size * aspect
  const h = aspect >= 1 ? size / aspect : size
  const frame = { box: { x: 4, y: 4, w, h }, form, mirror, colour: sk.inColour ? spec.palette[0] : undefined }
  const anchors = model.draw(sk, new Random(seed), frame)
  return { sk, anchors, frame, ink: () => sk.compile(w + 8, h + 8, 4) }
}

const within = (p: readonly [number, number], b: SubjectAnchors['box'], slack: number) =>
  p[0] >= b.minX - slack && p[0] <= b.maxX + slack && p[1] >= b.minY - slack && p[1] <= b.maxY + slack

describe('the sea group', () => {
  it('registers snake, wave, dragon, koi and octopus under their lexicon ids', () => {
    expect(SERPENTS.map((m) => m.id).sort()).toEqual(['dragon', 'koi', 'octopus', 'snake', 'wave'])
    for (const m of SERPENTS) expect(SUBJECT_MODELS.get(m.id)).toBe(m)
  })
})

describe.each(SERPENTS.map((m) => [m.id, m] as const))('%s', (_id, model) => {
  it.each(model.aspects.flatMap((_, form) => STYLE_IDS.map((style) => [form, style] as const)))(
    'form %i in %s fills its frame and keeps paper gaps',
    (form, style) => {
      const { anchors, frame, ink } = draw(model, style, form, 60)
      const slack = STYLES[style].weights.outline
      const { x, y, w, h } = frame.box
      expect(anchors.box.minX).toBeGreaterThanOrEqual(x - slack)
      expect(anchors.box.maxX).toBeLessThanOrEqual(x + w + slack)
      expect(anchors.box.minY).toBeGreaterThanOrEqual(y - slack)
      expect(anchors.box.maxY).toBeLessThanOrEqual(y + h + slack)
      // It fills the frame along one side at least: it is not a speck in the corner.
      expect(Math.max((anchors.box.maxX - anchors.box.minX) / w, (anchors.box.maxY - anchors.box.minY) / h)).toBeGreaterThan(0.85)
      for (const p of [...(anchors.axis ?? []), ...(anchors.spots ?? []), ...(anchors.focus ? [anchors.focus] : [])])
        expect(within(p, anchors.box, 1)).toBe(true)
      const compiled = ink()
      expect(compiled.shapes.length).toBeGreaterThan(5)
      const gap = narrowestGapMm(compiled)
      if (gap !== null) expect(gap).toBeGreaterThanOrEqual(0.5)
    },
  )

  it('mirror flips the anchors about the frame', () => {
    for (let form = 0; form < model.aspects.length; form++) {
      const a = draw(model, 'fine-line', form, 60, false)
      const b = draw(model, 'fine-line', form, 60, true)
      const cx = a.frame.box.x + a.frame.box.w / 2
      expect(b.anchors.focus![0]).toBeCloseTo(2 * cx - a.anchors.focus![0], 5)
      expect(b.anchors.focus![1]).toBeCloseTo(a.anchors.focus![1], 5)
      expect(b.anchors.box.minX).toBeCloseTo(2 * cx - a.anchors.box.maxX, 5)
    }
  })

  it('draws the same ink from the same seed', () => {
    const a = draw(model, 'dotwork', 0, 60, false, 7).ink()
    const b = draw(model, 'dotwork', 0, 60, false, 7).ink()
    expect(JSON.stringify(a.shapes)).toBe(JSON.stringify(b.shapes))
  })
})

describe('snake coil', () => {
  const snake = SERPENTS.find((m) => m.id === 'snake')!
  it('winds behind and in front of the upright, the head above the tip', () => {
    const sk = new Sketch(STYLES.traditional, 'color')
    const coil = snake.coil!(sk, new Random(3), {
      axis: [
        [40, 100],
        [40, 30],
      ],
      girth: 4,
      bodyMm: 9,
      turns: 2,
      head: 'top',
      mirror: false,
    })
    coil.back()
    const behind = sk.compile(80, 110, 0).shapes.length
    expect(behind).toBeGreaterThan(0)
    coil.front()
    const ink = sk.compile(80, 110, 0)
    expect(ink.shapes.length).toBeGreaterThan(behind)
  })

  it('draws only what lies behind in back(): the front stretches come later', () => {
    const count = (head: 'top' | 'side') => {
      const sk = new Sketch(STYLES['fine-line'], 'bw')
      const coil = snake.coil!(sk, new Random(3), {
        axis: [
          [40, 100],
          [40, 30],
        ],
        girth: 4,
        bodyMm: 9,
        turns: 2,
        head,
        mirror: true,
      })
      coil.back()
      const back = sk.compile(80, 110, 0).shapes.length
      coil.front()
      return [back, sk.compile(80, 110, 0).shapes.length] as const
    }
    for (const head of ['top', 'side'] as const) {
      const [back, all] = count(head)
      expect(back).toBeGreaterThan(0)
      expect(all).toBeGreaterThan(back)
    }
  })
})

describe('wave', () => {
  const wave = SERPENTS.find((m) => m.id === 'wave')!
  it('stays blue when the composer offers red as the main colour', () => {
    const sk = new Sketch(STYLES.traditional, 'color')
    wave.draw(sk, new Random(2), { box: { x: 4, y: 4, w: 72, h: 60 }, form: 0, mirror: false, colour: '#c8102e' })
    const colours = new Set(
      sk
        .compile(80, 68, 4)
        .shapes.filter((s) => s.layer === 'colour')
        .map((s) => s.colour),
    )
    expect(colours.has('#c8102e')).toBe(false)
    expect([...colours].some((c) => c === '#1d4e89')).toBe(true)
  })

  it('rolls as a band of several waves, wider than tall', () => {
    const { anchors } = draw(wave, 'fine-line', 1, 90)
    const w = anchors.box.maxX - anchors.box.minX
    const h = anchors.box.maxY - anchors.box.minY
    expect(w / h).toBeGreaterThan(2.3)
    expect(anchors.spots!.length).toBeGreaterThanOrEqual(3)
  })
})

describe('dragon coil', () => {
  const dragon = SERPENTS.find((m) => m.id === 'dragon')!
  it('winds round a sword in two passes, the head and legs drawn with the front', () => {
    const sk = new Sketch(STYLES.traditional, 'color')
    const coil = dragon.coil!(sk, new Random(5), {
      axis: [
        [40, 110],
        [40, 30],
      ],
      girth: 4,
      bodyMm: 10,
      turns: 2,
      head: 'top',
      mirror: false,
    })
    coil.back()
    const behind = sk.compile(80, 120, 0).shapes.length
    expect(behind).toBeGreaterThan(0)
    coil.front()
    const ink = sk.compile(80, 120, 0)
    expect(ink.shapes.length).toBeGreaterThan(behind)
    // Green or red, never the palette's other colours.
    const colours = new Set(ink.shapes.filter((s) => s.layer === 'colour').map((s) => s.colour))
    expect([...colours].some((c) => c === '#0f7b3f' || STYLES.traditional.palette.includes(c))).toBe(true)
  })
})

describe('koi', () => {
  const koi = SERPENTS.find((m) => m.id === 'koi')!
  it('is pale with red patches in colour', () => {
    const sk = new Sketch(STYLES.traditional, 'color')
    koi.draw(sk, new Random(2), { box: { x: 4, y: 4, w: 40, h: 80 }, form: 0, mirror: false, colour: '#1d4e89' })
    const colours = new Set(
      sk
        .compile(48, 88, 4)
        .shapes.filter((s) => s.layer === 'colour')
        .map((s) => s.colour),
    )
    expect(colours.has('#f4efe4')).toBe(true)
    expect(colours.has('#1d4e89')).toBe(false)
    expect(colours.has('#e2452b')).toBe(true)
  })
})

describe('octopus', () => {
  const octopus = SERPENTS.find((m) => m.id === 'octopus')!

  it('has three forms of different outline: arms curling below, spread wide, trailing in a bell', () => {
    const shapes = octopus.aspects.map((_, form) => {
      const { anchors } = draw(octopus, 'fine-line', form, 70)
      return (anchors.box.maxX - anchors.box.minX) / (anchors.box.maxY - anchors.box.minY)
    })
    expect(shapes[1]).toBeGreaterThan(1.3)
    expect(shapes[2]).toBeLessThan(1.1)
    expect(shapes[0]! - shapes[2]!).toBeGreaterThan(0.15)
    expect(shapes[1]! - shapes[0]!).toBeGreaterThan(0.1)
  })

  it('perches on the top of its mantle, focuses between its eyes, and runs its axis from the mantle down', () => {
    const { anchors } = draw(octopus, 'traditional', 0, 60)
    const { box } = anchors
    expect(anchors.perch![1]).toBeLessThan(box.minY + (box.maxY - box.minY) * 0.1)
    expect(anchors.focus![1]).toBeGreaterThan(anchors.perch![1])
    expect(anchors.axis![1][1]).toBeGreaterThan(anchors.axis![0][1])
    expect(anchors.girth).toBeGreaterThan(0)
    expect(anchors.spots!.length).toBeGreaterThanOrEqual(3)
    const [a, b] = anchors.pierce!
    expect(Math.abs(a[0] - b[0])).toBeGreaterThan(Math.abs(a[1] - b[1]))
  })

  it('keeps its paper open when drawn small in bold lines: the curls and suckers give way', () => {
    for (let form = 0; form < octopus.aspects.length; form++) {
      const gap = narrowestGapMm(draw(octopus, 'traditional', form, 40).ink())
      if (gap !== null) expect(gap, `form ${form}`).toBeGreaterThanOrEqual(0.5)
    }
  })

  it('hugs an upright: arms behind it in back(), the rest with the head in front()', () => {
    const sk = new Sketch(STYLES.traditional, 'color')
    const hug = octopus.coil!(sk, new Random(3), {
      axis: [
        [40, 100],
        [40, 30],
      ],
      girth: 4,
      bodyMm: 6,
      turns: 1.5,
      head: 'top',
      mirror: false,
      colour: '#c8102e',
    })
    hug.back()
    const behind = sk.compile(80, 110, 0).shapes.length
    expect(behind).toBeGreaterThan(0)
    hug.front()
    expect(sk.compile(80, 110, 0).shapes.length).toBeGreaterThan(behind)
  })
})
