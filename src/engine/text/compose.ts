import type { Canvas } from '../compose/canvas.ts'
import { channels } from '../colour.ts'
import { drawLettering, faceFor } from '../compose/lettering.ts'
import { subjectModelFor } from '../compose/subject.ts'
import type { Sketch } from '../ink/sketch.ts'
import { Random } from '../random.ts'
import { ARRANGEMENTS, chooseDesigns } from './arrange/plan.ts'
import { letteringPiece } from './arrange/lettering-piece.ts'
import { fillTheLength } from './arrange/fill-length.ts'
import type { Part, Stage } from './arrange/stage.ts'
import { dressBehind, dressInFront } from './arrange/dress.ts'
import { CONCEPTS, type Concept } from './lexicon/index.ts'
import { MAX_MOTIFS, type Reading } from './reading.ts'

const BY_ID = new Map(CONCEPTS.map((c) => [c.id, c]))

const SUBJECT_RANK: Record<Concept['category'], number> = {
  mythic: 0,
  animal: 0,
  bird: 0,
  sea: 0,
  insect: 1,
  zodiac: 1,
  religious: 2,
  cultural: 2,
  symbol: 2,
  object: 2,
  weapon: 2,
  music: 2,
  travel: 2,
  flower: 3,
  plant: 3,
  nature: 4,
  celestial: 5,
}
/** Draws the design a prompt asks for; returns characters no face could letter. */
export function composeText(
  sk: Sketch,
  rng: Random,
  reading: Reading,
  canvas: Canvas,
  { index = 0, seed = 0 }: { index?: number; seed?: number } = {},
): string[] {
  // The subject leads: a creature before an object, an object before a flower, the sky last (it
  // makes the backdrop). Ties keep the prompt's order.
  const concepts = reading.concepts
    .map((id) => BY_ID.get(id))
    .filter((c): c is Concept => c !== undefined)
    .map((c, i) => ({ c, i }))
    .sort((a, b) => SUBJECT_RANK[a.c.category] - SUBJECT_RANK[b.c.category] || a.i - b.i)
    .map(({ c }) => c)
  const text = reading.lettering.join(' · ')
  const font = reading.font ?? faceFor(sk.style.id, rng.fork('face'))
  const { widthMm: w, heightMm: h } = canvas
  if (concepts.length === 0)
    return letteringPiece(sk, rng, text || reading.prompt || '∞', canvas, { font, language: reading.language, index })

  const parts: Part[] = concepts.slice(0, MAX_MOTIFS).map((concept) => ({
    concept,
    model: subjectModelFor(concept),
    colour: colourOf(sk, concept),
  }))
  // Variations of one request take turns through designs that suit it: the first is the tie the
  // prompt states (a snake round a dagger), the others different arrangements or variants of it.
  const designs = chooseDesigns(parts, reading.relations, {
    lettering: text.length > 0,
    style: sk.style.id,
    asked: reading.composition,
  })
  const choice = designs[index % designs.length]!
  const lap = Math.floor(index / designs.length)
  const pick = new Random(seed).fork('designs')
  const facing = (pick.int(0, 1) + index) % 2 === 1
  const formSeed = pick.int(0, 1000)
  // Straight lettering takes a band under the picture; the crest and a tall badge carry it on a ribbon.
  const band =
    text && choice.id !== 'crest' && choice.id !== 'wreath' && !(choice.id === 'badge' && h > w * 1.3)
      ? h > w
        ? h * 0.13
        : h * 0.22
      : 0
  // Inside the margin compile() keeps, so the design is drawn at its print size (fitting scales by
  // about 1) and the widths and gaps planned in millimetres stay what they were planned to be.
  const m = Math.min(w, h) * 0.06
  const area = { x: m, y: m, w: w - 2 * m, h: h - 2 * m - band }
  const stage: Stage = {
    sk,
    rng,
    canvas: { w, h },
    area,
    lead: choice.lead,
    other: choice.other,
    extras: choice.extras,
    text,
    letter: (slot) => drawLettering(sk, rng.fork('lettering'), text, slot, { font, language: reading.language }),
    variant: choice.variant + lap,
    facing,
    formOf: (part, salt = 0) => {
      // Forms with an empty banner only where there is a name to put on it.
      const forms = part.model.aspects.map((_, i) => i).filter((i) => text || !part.model.bannerForms?.includes(i))
      const k = formSeed + salt * 7 + [...part.concept.id].reduce((a, ch) => a + ch.charCodeAt(0), 0)
      return forms[(k + index) % forms.length] ?? 0
    },
  }
  dressBehind(stage)
  const missing = ARRANGEMENTS[choice.id](stage)
  fillTheLength(stage)
  dressInFront(stage)
  return missing
}

/** Flash colours by subject: leaves green, sea blue, fire and hearts red, the sky gold; bone stays bare. */
const HUES: [RegExp, number][] = [
  [
    /skull|bone|ghost|moth|feather|cloud|swan|dove|snow|wolf|bear|owl|eagle|hawk|horse|deer|stag|cat|dog|rabbit|elephant|raven|crow|skeleton|unicorn/,
    -1,
  ],
  [/koi|goldfish|fox|tiger|squirrel|autumn|maple/, 30],
  [/fire|flame|phoenix|heart|dragon|devil|cherry|strawberry|rose/, 0],
  [/sun|star|moon|comet|crown|bee|gold|lion|tiger|fox|key|lamp|candle/, 50],
  [/leaf|tree|pine|fern|clover|plant|cactus|snake|frog|turtle|mountain|forest|ivy|olive/, 130],
  [/wave|sea|ocean|fish|koi|whale|shark|anchor|ship|water|rain|dolphin|octopus|jellyfish|drop/, 215],
]
const CATEGORY_HUE: Partial<Record<Concept['category'], number>> = { plant: 130, nature: 130, sea: 215, celestial: 50, flower: 0 }

function colourOf(sk: Sketch, concept: Concept): string | undefined {
  const palette = sk.style.palette
  if (!sk.inColour || palette.length === 0) return undefined
  const hue = HUES.find(([re]) => re.test(concept.id))?.[1] ?? CATEGORY_HUE[concept.category]
  if (hue === -1) return '#f4efe4'
  if (hue === undefined) return palette[0]
  return palette.reduce((best, c) => (hueDistance(c, hue) < hueDistance(best, hue) ? c : best), palette[0]!)
}

function hueDistance(hex: string, target: number): number {
  const [r, g, b] = channels(hex).map((v) => v / 255) as [number, number, number]
  const max = Math.max(r, g, b)
  const d = max - Math.min(r, g, b)
  if (d === 0) return 180
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4
  const diff = Math.abs(h * 60 - target) % 360
  return Math.min(diff, 360 - diff)
}
