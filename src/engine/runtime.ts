/**
 * The engine's Node runtime: what the web server asks of it at run time, on its threads or with
 * native image libraries. The server's engine adapter (src/server/engine.server.ts) loads this
 * file, from sources in development and from the engine's own build (.output/engine/runtime.mjs)
 * in production; nothing else in the app imports it. Types and pure helpers are in index.ts.
 */
export { generate, previewPhoto, stopEngine, tryOn } from './generate.ts'
// The server's intake runs on threads of its own, under a time limit (intake-thread.ts).
export { acceptUpload, squareAvatar } from './photo/intake/intake-client.ts'
export { trimToInk } from './render/trim.ts'
export { checkDesignRequest } from './check-request.ts'
