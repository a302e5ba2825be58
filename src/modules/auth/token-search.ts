import { type Read, searchOf, textUpTo } from '@/lib/search-params'

const upTo200 = textUpTo(200)
const token: Read<string> = (value) => upTo200(value) || undefined

/** `?token=` of the pages mailed links open: missing or malformed reads as no token. */
export const parseTokenSearch = searchOf({ token })
