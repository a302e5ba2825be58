declare module 'heic-decode' {
  interface DecodedImage {
    width: number
    height: number
    data: Uint8ClampedArray
  }
  /** Decodes the primary image of a HEIF file to RGBA (libheif-js, WebAssembly). */
  function decode(input: { buffer: Uint8Array | ArrayBuffer }): Promise<DecodedImage>
  export default decode
}
