/// <reference types="vite/client" />

declare const __BUILD_ID__: string
declare const __BUILT_AT__: number
