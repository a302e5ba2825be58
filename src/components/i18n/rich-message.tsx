import { Fragment, type ReactNode } from 'react'

const MARK = '\u0000'

/**
 * Renders a catalogue message whose placeholders are elements (links, emphasis), so translators
 * keep the sentence whole and place the pieces where their grammar wants them:
 *   <RichMessage message={(p) => m.register_legal(p)} parts={{ terms: <Link …/> }} />
 */
export function RichMessage<K extends string>({
  message,
  parts,
}: {
  message: (placeholders: Record<K, string>) => string
  parts: Record<K, ReactNode>
}) {
  const names = Object.keys(parts) as K[]
  const placeholders = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`])) as Record<K, string>
  const pieces = message(placeholders).split(MARK)
  return (
    <>
      {pieces.map((piece, i) => (
        // Odd pieces are the indexes of the placeholders; even pieces are text.
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one message, in their fixed order
        <Fragment key={i}>{i % 2 === 1 ? parts[names[Number(piece)]!] : piece}</Fragment>
      ))}
    </>
  )
}
