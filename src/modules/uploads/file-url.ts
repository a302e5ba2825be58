/** Where the browser reads a design file (an upload, a design's picture, a try-on composite). */
export const FILES_PATH = '/common-api/v1/designs/files/'

export const fileUrl = (key: string) => `${FILES_PATH}${key}`
