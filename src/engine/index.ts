/**
 * The design engine's entry for the app: the one module outside src/engine may import. Everything
 * here runs in the browser as well as in Node (types, data, pure functions); the work that needs
 * Node (drawing, photo intake, try-on renders) is reached through the runtime (runtime.ts), which
 * the server's engine adapter loads.
 */
export type { EngineRuntime } from './runtime-type.ts'
export type { DesignRequest, DesignResult, DesignOutput, PdfRequest, PhotoRequest } from './request.ts'
export type { Paper, StencilPdfLabels } from './render/stencil-pdf.ts'
export { MAX_VARIATIONS, isEngineInputError } from './request.ts'
export * from './request-options.ts'
export type { AcceptedImage, IntakeOptions } from './photo/intake/accept-upload.ts'
export { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, isUploadRejected, type RejectReason } from './photo/intake/rejection.ts'
export type { TryOnRequest, TryOnResult } from './try-on/render.ts'
export { DEFAULT_PLACEMENT, placementProblem, type TryOnPlacement } from './try-on/placement.ts'
export { compositeTattoo, type Picture } from './try-on/composite.ts'
export { STYLE_IDS, isStyleId, type StyleId } from './styles.ts'
export { BIRTH_FLOWERS, type BirthFlowerId } from './birth-flowers.ts'
export { FONT_CREDITS, ICON_SET_CREDITS, type Credit } from './credits.ts'
export { CONCEPTS } from './text/lexicon/index.ts'
export { imagePixelSize, imagePrompt, type ImagePrompt } from './image-prompt.ts'
export type { TreatmentId } from './photo/treatments/index.ts'
export type { PlacementId } from './placements.ts'
export { promptParts, type PromptPart, type PromptPartKind, type PromptParts } from './text/prompt-parts.ts'
