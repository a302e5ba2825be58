import { BIRTH_FLOWERS, type BirthFlowerId } from '../birth-flowers.ts'
import type { PlacementId } from '../placements.ts'
import { EngineInputError, MAX_BOUQUET_MONTHS, type BirthFlowerRequest } from '../request.ts'
import type { LayoutId } from './layouts.ts'

// What a birth-flower request asks for, apart from the drawing (compose.ts), so that a prompt
// for a neural image service (image-prompt.ts) can name the same flowers and layout.

export const DEFAULT_PLACEMENT: Record<LayoutId, PlacementId> = {
  'single-stem': 'forearm',
  bouquet: 'upper-arm',
  wreath: 'shoulder',
  spine: 'ribs',
  band: 'wrist-band',
}

export function layoutFor(request: BirthFlowerRequest): LayoutId {
  if (request.layout) return request.layout
  const n = request.months.length
  return n === 1 ? 'single-stem' : n <= MAX_BOUQUET_MONTHS ? 'bouquet' : 'wreath'
}

/** The flowers a request asks for, in month order as given. */
export function flowersOf(request: BirthFlowerRequest): BirthFlowerId[] {
  return request.months.map((month, i) => {
    const entry = BIRTH_FLOWERS[month - 1]
    if (!entry) throw new EngineInputError('months', `month ${month} is not between 1 and 12`)
    return request.flowers?.[i] === 'secondary' ? entry.secondary : entry.primary
  })
}
