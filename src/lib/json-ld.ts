/** A JSON-LD block for a page's head. `<` is escaped so no value can close the script element. */
export function jsonLd(data: object): { type: string; children: string } {
  return {
    type: 'application/ld+json',
    children: JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c'),
  }
}
