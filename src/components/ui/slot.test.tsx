// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from './button'
import { Slot } from './slot'

afterEach(cleanup)

describe('Slot', () => {
  it('renders the child element with the slot props merged in', () => {
    const calls: string[] = []
    const slotRef = createRef<HTMLAnchorElement>()
    const childRef = createRef<HTMLAnchorElement>()
    render(
      <Slot
        ref={slotRef}
        className="slot"
        style={{ color: 'red', margin: 1 }}
        title="from the slot"
        onClick={() => calls.push('slot')}
      >
        <a
          href="/x"
          ref={childRef}
          className="child"
          style={{ color: 'blue' }}
          onClick={(event) => {
            event.preventDefault()
            calls.push('child')
          }}
        >
          go
        </a>
      </Slot>,
    )
    const link = screen.getByRole('link', { name: 'go' })
    expect(link.tagName).toBe('A')
    expect(link.getAttribute('href')).toBe('/x')
    expect(link.className).toBe('slot child')
    expect(link.getAttribute('title')).toBe('from the slot')
    expect(link.style.color).toBe('blue')
    expect(link.style.margin).toBe('1px')
    fireEvent.click(link)
    expect(calls).toEqual(['child', 'slot'])
    expect(slotRef.current).toBe(link)
    expect(childRef.current).toBe(link)
  })

  it('keeps the slot handler when the child has none, and the child prop over the slot one', () => {
    const calls: string[] = []
    render(
      <Slot onClick={() => calls.push('slot')} id="slot-id" data-x="slot">
        <button type="button" data-x="child">
          press
        </button>
      </Slot>,
    )
    const button = screen.getByRole('button', { name: 'press' })
    fireEvent.click(button)
    expect(calls).toEqual(['slot'])
    expect(button.id).toBe('slot-id')
    expect(button.getAttribute('data-x')).toBe('child')
  })

  it('joins aria-describedby ids from both, each once', () => {
    render(
      <Slot aria-describedby="hint shared">
        <input aria-label="name" aria-describedby="shared error" />
      </Slot>,
    )
    expect(screen.getByRole('textbox', { name: 'name' }).getAttribute('aria-describedby')).toBe('shared error hint')
  })

  it("runs a ref's cleanup when the element goes, and sets the other ref to null", () => {
    const calls: string[] = []
    const objectRef = createRef<HTMLSpanElement>()
    const { unmount } = render(
      <Slot ref={objectRef}>
        <span
          ref={(node) => {
            calls.push(node ? 'set' : 'null')
            return () => {
              calls.push('cleanup')
            }
          }}
        >
          x
        </span>
      </Slot>,
    )
    expect(objectRef.current?.tagName).toBe('SPAN')
    unmount()
    expect(calls).toEqual(['set', 'cleanup'])
    expect(objectRef.current).toBeNull()
  })

  it('renders nothing without a child, and refuses text or several children', () => {
    const { container } = render(<Slot />)
    expect(container.innerHTML).toBe('')
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(() => render(<Slot>text</Slot>)).toThrow('exactly one element')
      expect(() =>
        render(
          <Slot>
            <span />
            <span />
          </Slot>,
        ),
      ).toThrow('exactly one element')
    } finally {
      quiet.mockRestore()
    }
  })

  it("gives Button's asChild the button's classes on the child, with no button type", () => {
    render(
      <Button asChild variant="secondary" className="w-full">
        <a href="/pricing">Pricing</a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Pricing' })
    expect(link.className).toContain('w-full')
    expect(link.className).toContain('border-line-strong')
    expect(link.hasAttribute('type')).toBe(false)
  })
})
