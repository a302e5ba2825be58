import type { Box, Pt } from '../geometry/vec.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'

/**
 * A subject drawn for tattooing (a skull, a dagger, a swallow), planned in millimetres of the
 * final canvas like the birth flowers: the composer decides where it stands and how big it is
 * before anything is drawn, so the model can choose how many parts and lines its size holds in
 * the sketch's style (fewer, bolder parts for traditional; more, finer ones for fine line).
 */
export interface SubjectFrame {
  /** The box to fill, in canvas mm: the drawing keeps its own proportions and is centred in it. */
  box: { x: number; y: number; w: number; h: number }
  /** Which form or pose to draw, 0 … forms − 1 (the composer picks it from the seed). */
  form: number
  /** Faces the other way (mirrored left–right). */
  mirror: boolean
  /** Turn about the box's centre, radians (a dagger laid diagonally); 0 = upright. */
  turn?: number
  /** The main colour in colour mode, chosen by the composer from the style's palette. */
  colour?: string
}

/**
 * Where other parts of a composition attach, in canvas mm (after mirror and turn): where a snake
 * can coil, a banner cross, a bird perch, a blade pass, flowers sit.
 */
export interface SubjectAnchors {
  /** What the drawing covers. */
  box: Box
  /** The silhouette as closed rings (what a coil or a frame passes in front of or behind). */
  silhouette: Pt[][]
  /** The long axis from base to tip (a blade, a cross's upright, an anchor's shank, a snake's spine). */
  axis?: [Pt, Pt]
  /** Half the body's width across the axis, mm: how wide a coil round it must be. */
  girth?: number
  /** Where a bird can stand (the top of a skull, an anchor's stock, a branch). */
  perch?: Pt
  /** Where flowers or leaves can be tucked against it (round a skull's jaw, an anchor's crown). */
  spots?: Pt[]
  /** A line a blade can pass through (a heart, a rose, a skull): enters at [0], leaves at [1]. */
  pierce?: [Pt, Pt]
  /** The centre of its visual weight (an animal's head): a backdrop sits behind it. */
  focus?: Pt
}

export type SubjectShape =
  /** Stands on a base and is taller than wide: a dagger, a cross, an anchor, a pine, a hand. */
  | 'upright'
  /** Reads as a disc or a mass: a skull, a heart, a compass, a clock, a sun, a moon, an eye, a lotus. */
  | 'round'
  /** An animal's head or body: a wolf, a lion, a tiger, a deer, an owl. */
  | 'creature'
  /** Wings spread: a swallow, an eagle, a phoenix, a butterfly. */
  | 'flier'
  /** A long body that can bend along a path: a snake, a koi, a dragon, a feather. */
  | 'long'
  /** Wider than tall, a ground or a sky: a mountain, a wave. */
  | 'wide'

export interface SubjectModel {
  /** The lexicon concept it draws (src/engine/text/lexicon). */
  id: string
  shape: SubjectShape
  /** Width ÷ height of each form's natural box; its length is the number of forms. */
  aspects: readonly number[]
  /**
   * Forms that carry an empty banner for a name (a heart with a scroll): drawn only when the design
   * has lettering, never left blank.
   */
  bannerForms?: readonly number[]
  draw(sk: Sketch, rng: Random, frame: SubjectFrame): SubjectAnchors
  /**
   * Long bodies that can wind round an upright (a snake round a dagger, a dragon round a sword):
   * the body in two passes, the stretches behind the upright first, then the composer draws the
   * upright, then the stretches in front, so the hidden lines are removed by the sketch's regions.
   */
  coil?(sk: Sketch, rng: Random, spec: CoilSpec): { back(): void; front(): void }
}

export interface CoilSpec {
  /** The upright's axis, base to tip, in canvas mm. */
  axis: [Pt, Pt]
  /** The upright's half-width: the coil's loops clear it by a body width. */
  girth: number
  /** Body width at its thickest, mm. */
  bodyMm: number
  /** Full turns round the axis (1–3). */
  turns: number
  /** Where the head ends up: above the upright's tip, or beside it. */
  head: 'top' | 'side'
  mirror: boolean
  colour?: string
}
