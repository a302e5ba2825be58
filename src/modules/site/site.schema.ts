import * as v from 'valibot'
import { LOCALE_CODES } from '@/i18n/locales'
import { LEGAL_DOCUMENTS } from './legal-schema'

/** A legal page is asked for in the language of its URL. */
export const LegalDocumentSchema = v.object({ doc: v.picklist(LEGAL_DOCUMENTS), locale: v.picklist(LOCALE_CODES) })
export type LegalDocumentInput = v.InferOutput<typeof LegalDocumentSchema>
