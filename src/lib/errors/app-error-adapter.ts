import { createSerializationAdapter } from '@tanstack/react-router'
import { AppError } from './app-error'

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
