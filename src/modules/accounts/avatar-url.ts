/** Avatars are served by us, under a random name: `/common-api/v1/avatars/<uuid>.webp`. */
export const AVATAR_URL = /^\/common-api\/v1\/avatars\/[A-Za-z0-9-]{8,}\.webp$/
export const AVATAR_PATH_PREFIX = '/common-api/v1/avatars/'
