const DAY = 24 * 60 * 60

/** A session's expiry moves forward with use, at most once per this many seconds. */
export const SESSION_UPDATE_AGE_SECONDS = DAY
/** Unused for this long, a session ends. */
export const SESSION_IDLE_SECONDS = 30 * DAY
/** Whatever its use, a session ends this long after it began. */
export const SESSION_ABSOLUTE_SECONDS = 90 * DAY
