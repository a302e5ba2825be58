/**
 * The text page's taste (ADR 42): a prompt of at most this many characters, drawn once, live, for
 * anyone. Apart from the schema so the page's form knows it without loading the engine's lists.
 */
export const MAX_TASTE_PROMPT_CHARS = 60
