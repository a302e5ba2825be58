import {
  BIRTH_FLOWERS,
  DRAWN_SIZE_RANGE_MM,
  LAYOUT_IDS,
  LETTERING_FONT_IDS,
  MAX_BOUQUET_MONTHS,
  MAX_LETTERING_CHARS,
  PLACEMENT_IDS,
  STYLE_IDS,
  type LayoutId,
  type LetteringFontId,
  type PlacementId,
  type StyleId,
} from '@/engine/options'
import type { ToolRequest } from '../tool-form'
import type { FlowerSearch } from './flower-search'

export type FlowerChoice = 'primary' | 'secondary'
export type Colour = 'bw' | 'color'

/** A chosen month and which of its two flowers it brings, in the order the user chose them. */
export interface ChosenMonth {
  month: number
  flower: FlowerChoice
}

/** What the form can start from: a job's params, a gallery link's search params, a fix. */
export interface FlowerPreset {
  months?: ChosenMonth[]
  layout?: LayoutId
  style?: StyleId
  colour?: Colour
  lettering?: string
  font?: LetteringFontId
  placement?: PlacementId
  size_mm?: number
  variations?: number
  seed?: number
}

/** The form's values: text inputs hold strings, '' is "let the engine choose". */
export interface FlowerValues {
  months: ChosenMonth[]
  layout: LayoutId
  style: StyleId
  colour: Colour | ''
  lettering: string
  font: LetteringFontId | ''
  placement: PlacementId | ''
  size_mm: string
  variations: number
  seed: string
}

const [MIN_MM, MAX_MM] = DRAWN_SIZE_RANGE_MM
const MAX_SEED = 2 ** 31 - 1
const MONTH_COUNT = BIRTH_FLOWERS.length

const items = (raw: string | number | undefined) =>
  raw === undefined
    ? []
    : String(raw)
        .split(',')
        .map((s) => s.trim())

/** Months 1–12 each once, at most six, each with its flower (primary unless said otherwise). */
export function chosenMonths(months: readonly unknown[], flowers: readonly unknown[] = []): ChosenMonth[] {
  const chosen: ChosenMonth[] = []
  months.forEach((raw, i) => {
    const month = Number(raw)
    if (!Number.isInteger(month) || month < 1 || month > MONTH_COUNT) return
    if (chosen.length >= MAX_BOUQUET_MONTHS || chosen.some((c) => c.month === month)) return
    const flower = flowers[i]
    chosen.push({ month, flower: flower === 'secondary' || flower === 's' ? 'secondary' : 'primary' })
  })
  return chosen
}

/** A job's stored params (as JobPreset gives them) turned into the form's preset. */
export function presetFromParams(
  params: Record<string, unknown>,
  job: { seed?: number | null; variations?: number } = {},
): FlowerPreset {
  const pick = <T extends string>(options: readonly T[], value: unknown): T | undefined =>
    options.includes(value as T) ? (value as T) : undefined
  const months = Array.isArray(params.months)
    ? chosenMonths(params.months, Array.isArray(params.flowers) ? params.flowers : [])
    : undefined
  return defined({
    months: months?.length ? months : undefined,
    layout: pick(LAYOUT_IDS, params.layout),
    style: pick(STYLE_IDS, params.style),
    colour: pick(['bw', 'color'] as const, params.colour),
    lettering: typeof params.lettering === 'string' ? params.lettering : undefined,
    font: pick(LETTERING_FONT_IDS, params.font),
    placement: pick(PLACEMENT_IDS, params.placement),
    size_mm: typeof params.size_mm === 'number' ? params.size_mm : undefined,
    variations: job.variations,
    seed: job.seed ?? undefined,
  })
}

/** The search params' fields as a preset (without `from`). */
export function presetFromSearch(search: FlowerSearch): FlowerPreset {
  const { from: _from, months, flowers, lettering, ...rest } = search
  const chosen = chosenMonths(items(months), items(flowers))
  return defined({
    ...rest,
    months: chosen.length ? chosen : undefined,
    lettering: lettering === undefined ? undefined : String(lettering),
  })
}

/**
 * What the page hands the form: the job's params when it starts from one, with the link's own
 * fields laid over them (a print-check fix names only what it changes).
 */
export function flowerPreset(search: FlowerSearch, job?: FlowerPreset): FlowerPreset | undefined {
  const own = presetFromSearch(search)
  const preset = { ...job, ...own }
  return Object.keys(preset).length ? preset : undefined
}

export function initialValues(preset: FlowerPreset | undefined, maxVariations: number): FlowerValues {
  return {
    months: preset?.months ?? [],
    layout: preset?.layout ?? 'bouquet',
    style: preset?.style ?? 'fine-line',
    colour: preset?.colour ?? '',
    lettering: preset?.lettering ?? '',
    font: preset?.font ?? '',
    placement: preset?.placement ?? '',
    size_mm: preset?.size_mm === undefined ? '' : String(preset.size_mm),
    variations: Math.min(Math.max(1, preset?.variations ?? 1), Math.max(1, maxVariations)),
    seed: preset?.seed === undefined ? '' : String(preset.seed),
  }
}

/** Why a field cannot be sent as it is, as a key of the form's own messages. */
export type FlowerProblem = 'months_required' | 'months_too_many' | 'lettering_long' | 'size_range' | 'seed_range'

const wholeText = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN)

export function monthsProblem(months: readonly ChosenMonth[]): FlowerProblem | undefined {
  if (months.length === 0) return 'months_required'
  if (months.length > MAX_BOUQUET_MONTHS) return 'months_too_many'
}

export function letteringProblem(lettering: string): FlowerProblem | undefined {
  if ([...lettering.trim()].length > MAX_LETTERING_CHARS) return 'lettering_long'
}

export function sizeProblem(size: string): FlowerProblem | undefined {
  if (size.trim() === '') return undefined
  const mm = Number(size)
  if (!(Number.isFinite(mm) && mm >= MIN_MM && mm <= MAX_MM)) return 'size_range'
}

export function seedProblem(seed: string): FlowerProblem | undefined {
  if (seed.trim() === '') return undefined
  const n = wholeText(seed)
  if (!(n >= 0 && n <= MAX_SEED)) return 'seed_range'
}

/** The request the form sends: only what the user chose; the engine picks the rest. */
export function toRequest(values: FlowerValues): ToolRequest {
  const lettering = values.lettering.trim()
  const size = values.size_mm.trim()
  const seed = values.seed.trim()
  return {
    tool: 'birth-flower',
    params: defined({
      months: values.months.map((c) => c.month),
      flowers: values.months.map((c) => c.flower),
      layout: values.layout,
      style: values.style,
      colour: values.colour || undefined,
      lettering: lettering || undefined,
      // A face without words would be ignored by the engine: leave it out of the job's params too.
      font: (lettering && values.font) || undefined,
      placement: values.placement || undefined,
      size_mm: size === '' ? undefined : Number(size),
    }),
    variations: values.variations,
    ...(seed === '' ? {} : { seed: wholeText(seed) }),
  }
}

function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, value]) => value !== undefined)) as T
}
