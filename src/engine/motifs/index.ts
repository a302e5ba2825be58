export { ATTRIBUTIONS, type Attribution } from './attributions.ts'

export { loadMotif, type IconRef, type Motif } from './load-motif.ts'
export { circlePolygon, strokePieces, type Cap, type Join } from './stroke-outline.ts'
