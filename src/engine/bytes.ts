/** A Node Buffer over the same memory as `bytes` (no copy): what arrives from a thread or an encoder, handed on as a Buffer. */
export const asBuffer = (bytes: ArrayBufferView): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
