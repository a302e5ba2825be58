// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { badgeText, toast } from './toast'

beforeAll(() => {
  // jsdom lacks matchMedia, which sonner reads for the reduced-motion preference
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia
})

// Runs first: sonner loads once per module, on the first toast or interaction.
describe('loading', () => {
  afterEach(cleanup)

  it('puts sonner on the page only when a toast is asked for, and shows that toast', async () => {
    render(<Toaster theme="dark" />)
    expect(document.querySelector('[data-sonner-toaster], section[aria-label]')).toBeNull()
    act(() => void toast.info('Loaded on demand'))
    expect(await screen.findByText('Loaded on demand')).not.toBeNull()
    act(() => toast.dismiss())
  })
})

describe('grouped toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    render(<Toaster theme="dark" />)
  })
  afterEach(() => {
    act(() => toast.dismiss())
    cleanup()
    vi.useRealTimers()
  })

  const flush = () => act(() => vi.advanceTimersByTimeAsync(50))

  it('caps the badge at 99', () => {
    expect(badgeText(2)).toBe('2')
    expect(badgeText(99)).toBe('99')
    expect(badgeText(100)).toBe('99+')
  })

  it('groups identical messages into one toast with a repeat badge', async () => {
    act(() => {
      toast.error('Request Error')
      toast.error('Request Error')
      toast.error('Request Error')
    })
    await flush()
    expect(screen.getAllByText('Request Error')).toHaveLength(1)
    expect(screen.getByTestId('toast-repeat').textContent).toBe('3')
  })

  it('keeps different types and messages apart', async () => {
    act(() => {
      toast.error('Saved')
      toast.success('Saved')
      toast.info('Other')
    })
    await flush()
    expect(screen.getAllByText('Saved')).toHaveLength(2)
    expect(screen.queryByTestId('toast-repeat')).toBeNull()
  })

  it('shows 99+ after a hundred repeats', async () => {
    act(() => {
      for (let i = 0; i < 120; i++) toast.warning('Slow down')
    })
    await flush()
    expect(screen.getByTestId('toast-repeat').textContent).toBe('99+')
  })

  it('closes after 3000 ms, and starts a fresh group afterwards', async () => {
    act(() => void toast.success('Done'))
    await flush()
    expect(screen.queryByText('Done')).not.toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(3500))
    expect(screen.queryByText('Done')).toBeNull()
    act(() => void toast.success('Done'))
    await flush()
    expect(screen.queryByTestId('toast-repeat')).toBeNull()
  })

  it('keeps a toast with duration 0 open', async () => {
    act(() => void toast.info('Sticky', { duration: 0 }))
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(screen.queryByText('Sticky')).not.toBeNull()
  })

  it('keeps unique toasts apart and calls onClose when one closes without its action', async () => {
    const closed: string[] = []
    const undone: string[] = []
    act(() => {
      for (const id of ['a', 'b']) {
        toast.success('Deleted', {
          unique: true,
          duration: 6000,
          action: { label: `Undo ${id}`, onClick: () => undone.push(id) },
          onClose: () => closed.push(id),
        })
      }
    })
    await flush()
    expect(screen.getAllByText('Deleted')).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: 'Undo a' }))
    await act(() => vi.advanceTimersByTimeAsync(6500))
    expect(undone).toEqual(['a'])
    expect(closed).toEqual(['b'])
  })

  it('closes on Escape', async () => {
    act(() => void toast.info('Sticky', { duration: 0 }))
    await flush()
    fireEvent.keyDown(document, { key: 'Escape', code: 'Escape' })
    // sonner removes dismissed toasts on an animation frame, which runs on the real clock
    await vi.waitFor(async () => {
      await act(() => vi.advanceTimersByTimeAsync(100))
      expect(screen.queryByText('Sticky')).toBeNull()
    })
  })
})
