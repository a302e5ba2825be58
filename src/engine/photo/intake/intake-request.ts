import type { AcceptedImage } from './accept-upload.ts'

/** What the intake thread is asked (intake-thread.ts); the bytes are the caller's copy, handed over. */
export type IntakeCall = { op: 'accept'; bytes: Uint8Array; svg: boolean } | { op: 'avatar'; bytes: Uint8Array; size: number }

export type IntakeAnswer = (Omit<AcceptedImage, 'bytes'> & { bytes: Uint8Array }) | Uint8Array
