/**
 * The seed's business constants (section 9), in one place. Anything user-tunable belongs in
 * configuration; these are product rules.
 */
export const PROJECT_NAME = 'inkdraft'

/** Tailwind's default breakpoints, which the stylesheet uses as well. */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const

export const Z_INDEX_BASE = 2000
/** Layers above the base, so overlays stack predictably. */
export const Z_INDEX = {
  header: Z_INDEX_BASE,
  dropdown: Z_INDEX_BASE + 10,
  overlay: Z_INDEX_BASE + 20,
  dialog: Z_INDEX_BASE + 30,
  toast: Z_INDEX_BASE + 40,
  progress: Z_INDEX_BASE + 50,
} as const

export const CAROUSEL_INTERVAL_MS = 4000
export const TOGGLE_COUNT_DURATION_MS = 700
export const POPOVER_OFFSET_PX = 10

export const TOAST_DURATION_MS = 3000
export const TOAST_OFFSET_PX = 16
export const BADGE_MAX = 99

export const PROGRESS_BAR = { minimum: 0.4, speed: 500, trickleSpeed: 200, showSpinner: false } as const

export const REQUEST_TIMEOUT_MS = 300_000
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const
export const API_BASE = '/common-api/v1'

export const VERSION_CHECK_INTERVAL_MS = 3_600_000
export const RELOAD_GUARD_MS = 10_000

export const DAY_SECONDS = 24 * 60 * 60
export const LOCALE_COOKIE = 'i18n_redirected'
export const LOCALE_COOKIE_MAX_AGE = 365 * DAY_SECONDS
export const LOGIN_COOKIE = 'isLogin'
export const LOGIN_COOKIE_MAX_AGE = 365 * DAY_SECONDS
export const REF_CODE_COOKIE = `${PROJECT_NAME.toUpperCase()}_REF_CODE`
export const REF_CODE_COOKIE_MAX_AGE = 90 * DAY_SECONDS

export const PASSWORD_STRENGTH_MIN_LENGTH = 6
export const EMAIL_MASK_VISIBLE = 3
export const RANDOM_CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/**
 * The last page anyone can ask for. Far beyond any real history (a million pages of 100), and
 * small enough that the row offset stays a safe integer in every database: an unbounded page
 * overflowed SQLite's 64-bit offset into a 500.
 */
export const MAX_PAGE = 1_000_000
