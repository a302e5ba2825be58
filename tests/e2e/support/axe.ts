import type { Page } from '@playwright/test'
import axe, { type AxeResults, type RunOptions } from 'axe-core'

declare global {
  interface Window {
    axe?: typeof axe
  }
}

/**
 * axe-core run in the page under test, with @axe-core/playwright's `AxeBuilder` calls (`withTags`,
 * `withRules`, `include`, `exclude`, `analyze`). `AxeBuilder` injects axe into every frame on each
 * `analyze()` and finishes each run in a new blank page, a renderer of its own: 1.5–2.5 s a call
 * for the full rules and about 1 s for the contrast rule alone on two cores, against 0.3–0.8 s and
 * 0.05–0.4 s for axe injected once per document and run where it is (ADR 54). Our pages have no
 * frames, so a run in the page sees everything there is. `serious()` is what the tests assert.
 */
export class AxeInPage {
  private readonly page: Page
  private runOnly: RunOptions['runOnly']
  private readonly included: string[] = []
  private readonly excluded: string[] = []

  constructor({ page }: { page: Page }) {
    this.page = page
  }

  withTags(tags: string[]): this {
    this.runOnly = { type: 'tag', values: tags }
    return this
  }

  withRules(rules: string[]): this {
    this.runOnly = { type: 'rule', values: rules }
    return this
  }

  include(selector: string): this {
    this.included.push(selector)
    return this
  }

  exclude(selector: string): this {
    this.excluded.push(selector)
    return this
  }

  /**
   * The serious and critical findings, each as `<label>: <rule> (<impact>) <first three elements>`,
   * so that a failing test names what to fix. The label defaults to the page's path.
   */
  async serious(label?: string): Promise<string[]> {
    const where = label ?? new URL(this.page.url()).pathname
    return (await this.analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${where}: ${v.id} (${v.impact}) ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      )
  }

  async analyze(): Promise<AxeResults> {
    if (!(await this.page.evaluate(() => 'axe' in window))) await this.page.evaluate(axe.source)
    return this.page.evaluate(
      ({ included, excluded, runOnly }) =>
        window.axe!.run(included.length > 0 ? { include: included, exclude: excluded } : { exclude: excluded }, {
          ...(runOnly ? { runOnly } : {}),
          iframes: false,
          resultTypes: ['violations'],
        }),
      { included: this.included, excluded: this.excluded, runOnly: this.runOnly },
    )
  }
}
