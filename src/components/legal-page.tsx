import { Fragment, type ReactNode } from 'react'
import { localizePath } from '@/i18n/paths'
import { currentLocale } from '@/i18n/use-locale'
import { formatLongDate } from '@/lib/format-date'
import type { LegalBlock, LegalDocument } from '@/modules/site/legal-schema'
import { LEGAL_LINK } from '@/modules/site/legal-schema'
import * as m from '@/paraglide/messages'
import { Container } from './page'

/** A legal or attribution page: the date it last changed, its title, an intro, then its sections. */
export function LegalPage({
  title,
  intro,
  updatedAt,
  children,
}: {
  title: string
  intro: string
  /** When the text last changed (Unix seconds). */
  updatedAt: number
  children: ReactNode
}) {
  return (
    <Container className="max-w-3xl py-16 sm:py-24">
      <p className="eyebrow mb-4">{m.privacy_updated({ date: formatLongDate(updatedAt, currentLocale().htmlLang) })}</p>
      <h1 className="text-display-lg text-ink">{title}</h1>
      <div className="prose-ink legal-text mt-8 text-lg">
        <p>{intro}</p>
        {children}
      </div>
    </Container>
  )
}

/** The privacy notice or the terms (content/legal): a table of contents, then each section under its anchor. */
export function LegalDocumentPage({ title, document }: { title: string; document: LegalDocument }) {
  return (
    <LegalPage title={title} intro={document.intro} updatedAt={document.updatedAt}>
      <nav aria-labelledby="legal-contents" className="legal-toc">
        <h2 id="legal-contents">{m.legal_contents()}</h2>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>{section.heading}</h2>
          {section.blocks.map((block, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text, never reordered
            <Block key={i} block={block} />
          ))}
        </section>
      ))}
    </LegalPage>
  )
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.type) {
    case 'p':
      return <p>{withLinks(block.text)}</p>
    case 'ul':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{withLinks(item)}</li>
          ))}
        </ul>
      )
    case 'table':
      return (
        // A region that scrolls sideways on a phone, reachable and named for keyboard and screen-reader users.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard
        <section className="legal-table" aria-label={block.caption} tabIndex={0}>
          <table>
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row[0]}>
                  <th scope="row">
                    <code>{row[0]}</code>
                  </th>
                  {row.slice(1).map((cell, i) => (
                    <td key={block.head[i + 1]}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )
  }
}

/** A text with its `[label](/path)` links to pages of this site, in the reader's language. */
function withLinks(text: string): ReactNode {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(LEGAL_LINK)) {
    parts.push(text.slice(last, match.index))
    const [, label, path] = match as unknown as [string, string, string]
    parts.push(
      <a key={match.index} href={localizePath(path, currentLocale().code)}>
        {label}
      </a>,
    )
    last = match.index + match[0].length
  }
  if (last === 0) return text
  parts.push(text.slice(last))
  // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text, never reordered
  return parts.map((part, i) => <Fragment key={i}>{part}</Fragment>)
}
