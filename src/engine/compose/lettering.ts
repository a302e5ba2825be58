import { translation, type Pt } from '../geometry/vec.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { LetteringFontId, LetteringLanguage } from '../lettering/fonts.ts'
import { ribbonBanner } from '../lettering/ribbon.ts'
import { minCapHeightMm } from '../lettering/legibility.ts'
import { setText } from '../lettering/set-text.ts'
import type { Random } from '../random.ts'
import { MIN_LINE_MM, type StyleId } from '../styles.ts'
import type { LetteringSlot } from '../birth-flower/layouts.ts'

/** The faces that suit each style, most typical first; the seed picks among them. */
const FACES: Record<StyleId, LetteringFontId[]> = {
  'fine-line': ['script', 'hand', 'serif'],
  minimalist: ['typewriter', 'serif'],
  traditional: ['script', 'serif'],
  'neo-traditional': ['script', 'blackletter'],
  blackwork: ['blackletter', 'serif'],
  dotwork: ['serif', 'blackletter'],
  geometric: ['serif', 'typewriter'],
  botanical: ['serif', 'script'],
  watercolor: ['script', 'hand'],
  lettering: ['script', 'blackletter', 'serif'],
  japanese: ['brush', 'serif'],
  tribal: ['blackletter'],
  sketch: ['hand', 'typewriter'],
}

export const faceFor = (style: StyleId, rng: Random): LetteringFontId => rng.pick(FACES[style])

/**
 * The face and stroke floor at which a text of `capMm` stays readable. The style's own detail
 * weight comes first (traditional letters are bold), with its face, then the sturdy serif; then
 * finer needles, as an artist would switch to a smaller liner for small lettering, and the
 * serif at the needle floor as the last resort. A script face with its hairlines lifted to a
 * 1.2 mm line at a 5 mm cap height closes every bowl: "Homeward Bound" became a row of blots.
 */
/**
 * How much lifting the hairlines may thicken the letters, as a share of their mean stroke. The
 * serif's open counters and separate letters take a slab-like weight and still read (bold flash
 * lettering); joined and hairline-rich faces close up much sooner.
 */
const growthFor = (font: LetteringFontId) => (font === 'serif' ? 1.6 : 0.6)

export function legibleSetting(
  font: LetteringFontId,
  capMm: number,
  styleStrokeMm: number,
  language?: LetteringLanguage,
): { font: LetteringFontId; minStrokeMm: number } {
  // Fine styles letter at about the needle floor already: their small script is what people
  // ask for, and its hairlines are not thickened much.
  if (styleStrokeMm <= MIN_LINE_MM * 1.5) return { font, minStrokeMm: styleStrokeMm }
  const strokes = [...new Set([styleStrokeMm, (styleStrokeMm + MIN_LINE_MM) / 2, MIN_LINE_MM])]
  for (const minStrokeMm of strokes)
    for (const candidate of [font, 'serif'] as const)
      if (minCapHeightMm(candidate, { language, minStrokeMm, maxGrowth: growthFor(candidate) }) <= capMm)
        return { font: candidate, minStrokeMm }
  return { font: 'serif', minStrokeMm: MIN_LINE_MM }
}

const RIBBON_CREAM = '#f3e6c4'
const RIBBON_SHADOW = '#c9b48a'

/**
 * Works text into a design at a layout's slot: on a banner, straight, or round an arc. Returns
 * the characters no face could draw, so callers can report them.
 */
export function drawLettering(
  sk: Sketch,
  rng: Random,
  text: string,
  slot: LetteringSlot,
  { font, language }: { font: LetteringFontId; language?: LetteringLanguage },
): string[] {
  const styleStroke = Math.max(MIN_LINE_MM, sk.style.weights.detail)
  if (slot.kind === 'ribbon') {
    // A short name on a wide banner is set larger, up to about half the band's length.
    const capHeightMm = Math.max(
      slot.capMm,
      Math.min(slot.capMm * 1.6, (slot.widthMm * 0.5) / (0.6 * Math.max([...text].length, 3))),
    )
    const banner = ribbonBanner({
      text,
      language,
      capHeightMm,
      widthMm: slot.widthMm,
      curve: rng.range(0.25, 0.6),
      rng,
      ...legibleSetting(font, capHeightMm, styleStroke, language),
    })
    sk.within(translation(slot.centre[0], slot.centre[1]), () => {
      for (const part of [...banner.ribbon.tails, ...banner.ribbon.folds]) {
        sk.shape(part, 'outline')
        if (sk.inColour) sk.fill([part], 'colour', RIBBON_SHADOW)
      }
      sk.shape(banner.ribbon.outline, 'outline')
      if (sk.inColour) sk.fill([banner.ribbon.outline], 'colour', RIBBON_CREAM)
      sk.element().solid(banner.text.rings, { capHeight: banner.text.capHeightMm })
    })
    return banner.text.missing
  }
  const layout =
    slot.kind === 'arc'
      ? ({ kind: 'arc', radiusMm: slot.radiusMm, direction: slot.direction } as const)
      : ({ kind: 'straight', align: 'center' } as const)
  const settle = (capHeightMm: number) =>
    setText({ text, language, capHeightMm, layout, ...legibleSetting(font, capHeightMm, styleStroke, language) })
  let set = settle(slot.capMm)
  if (slot.kind === 'straight' && set.widthMm > slot.widthMm)
    set = settle(Math.max(slot.capMm * (slot.widthMm / set.widthMm), slot.capMm * 0.45))
  const box = set.box
  const middle: Pt = slot.kind === 'arc' ? [0, 0] : [(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2]
  sk.within(translation(slot.centre[0] - middle[0], slot.centre[1] - middle[1]), () => {
    sk.element().solid(set.rings, { capHeight: set.capHeightMm })
  })
  return set.missing
}

/** A small cloth wrap where a bouquet's stems are tied, when there is no banner. */
export function drawTie(sk: Sketch, centre: Pt, widthMm: number): void {
  const h = Math.max(widthMm * 0.22, sk.style.weights.outline * 3.5)
  const band: Pt[] = [
    [-widthMm / 2, -h / 2],
    [0, -h * 0.62],
    [widthMm / 2, -h / 2],
    [widthMm / 2, h / 2],
    [0, h * 0.4],
    [-widthMm / 2, h / 2],
  ].map(([x, y]) => [x! + centre[0], y! + centre[1]] as Pt)
  sk.shape(band, 'outline')
  if (sk.inColour) sk.fill([band], 'colour', RIBBON_CREAM)
}
