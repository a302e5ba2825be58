/// <reference types="vite/client" />

declare const __BUILD_ID__: string
declare const __BUILT_AT__: number

/** TanStack Start's server-function caller (scripts/vite/lazy-server-fn-calls.ts). */
declare module 'inkdraft:server-fn-caller' {}
