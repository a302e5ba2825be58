import type { Lang, Paper, PdfRequest } from '@/engine'
import { codeToTag, type LocaleCode } from '@/i18n/locales'
import * as m from '@/paraglide/messages'

/**
 * The paper a stencil sheet is printed on when the request does not say: Letter for English
 * (most English-speaking users print in North America), A4 everywhere else.
 */
export const defaultPaper = (locale: LocaleCode): Paper => (locale === 'en' ? 'letter' : 'a4')

/** The stencil PDF's request: its paper and the sheet's words in the requester's language. */
export function stencilPdfRequest(paper: Paper, locale: LocaleCode): PdfRequest {
  const options = { locale: codeToTag(locale) }
  return {
    paper,
    language: locale as Lang,
    labels: {
      title: m.stencil_pdf_title({}, options),
      unmirrored: m.stencil_pdf_unmirrored({}, options),
      mirrored: m.stencil_pdf_mirrored({}, options),
      calibration: m.stencil_pdf_calibration({}, options),
      // The engine fills in the tile's place itself.
      tile: m.stencil_pdf_tile({ row: '{row}', column: '{column}' }, options),
      joinTiles: m.stencil_pdf_join_tiles({}, options),
    },
  }
}
