// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RichMessage } from './rich-message'

describe('RichMessage', () => {
  it('puts each element where the translation places its placeholder', () => {
    const { container } = render(
      <p>
        <RichMessage message={({ a, b }) => `Erst ${b}, dann ${a}.`} parts={{ a: <a href="/a">A</a>, b: <em>B</em> }} />
      </p>,
    )
    expect(container.innerHTML).toBe('<p>Erst <em>B</em>, dann <a href="/a">A</a>.</p>')
  })

  it('renders a message without placeholders as text', () => {
    const { container } = render(<RichMessage message={() => 'Plain'} parts={{}} />)
    expect(container.textContent).toBe('Plain')
  })
})
