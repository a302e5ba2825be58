import { createSerializationAdapter } from '@tanstack/react-router'
import { AppError, isAppError } from './app-error'
import { ErrorCode } from './codes'

/**
 * AppError across the server-function boundary: the browser gets an AppError with its code,
 * message, data and status, so the error catalogue treats it as it treats a REST answer. Only
 * errors the transport made safe reach this (src/server/http/server-fn.server.ts).
 */
export const appErrorAdapter = createSerializationAdapter({
  key: 'inkdraft-app-error',
  test: (value): value is AppError => value instanceof AppError,
  toSerializable: (error) => ({
    code: error.code,
    message: error.message,
    // Catalogue data is plain JSON (field keys, reasons, retry times).
    data: error.data as never as null,
    status: error.status ?? null,
  }),
  fromSerializable: ({ code, message, data, status }) => new AppError(code, message, data, { status: status ?? undefined }),
})

/**
 * Any other error on its way to the browser, which only happens outside the services' transport
 * (TanStack Start failing to read a call, a request middleware failing): logged on the server, and
 * sent as a bare 500 whose message the browser's catalogue writes in the reader's language. Its
 * message and stack, which may name files and queries, never leave the server.
 */
export const internalErrorAdapter = createSerializationAdapter({
  key: 'inkdraft-internal-error',
  test: (value): value is Error => value instanceof Error && !isAppError(value),
  toSerializable: (error) => {
    if (typeof window === 'undefined') console.error('[server-fn] failed outside its service:', error)
    return { code: ErrorCode.INTERNAL }
  },
  fromSerializable: ({ code }) => new AppError(code, '', null, { status: 500 }),
})
