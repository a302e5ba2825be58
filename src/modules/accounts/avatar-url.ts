import { API_BASE } from '@/lib/constants'

/** Avatars are served by us, under a random name: `/common-api/v1/avatars/<uuid>.webp`. */
export const AVATAR_URL = /^\/common-api\/v1\/avatars\/[A-Za-z0-9-]{8,}\.webp$/
export const AVATAR_PATH_PREFIX = `${API_BASE}/avatars/`

/** The largest photo an avatar may be made from. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
