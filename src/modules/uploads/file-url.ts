import { API_BASE } from '@/lib/constants'

/** Where the browser reads a design file (an upload, a design's picture, a try-on composite). */
export const FILES_PATH = `${API_BASE}/designs/files/`

export const fileUrl = (key: string) => `${FILES_PATH}${key}`
