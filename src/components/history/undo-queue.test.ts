import { describe, expect, it, vi } from 'vitest'
import { UndoQueue } from './undo-queue'

describe('UndoQueue', () => {
  it('runs a held action once when it settles, and never after an undo', () => {
    const queue = new UndoQueue()
    const a = vi.fn()
    const b = vi.fn()
    expect(queue.hold('a', a)).toBe(true)
    expect(queue.hold('a', vi.fn())).toBe(false)
    queue.hold('b', b)
    expect([...queue.held()]).toEqual(['a', 'b'])

    expect(queue.undo('b')).toBe(true)
    queue.settle('b')
    expect(b).not.toHaveBeenCalled()
    expect(queue.undo('b')).toBe(false)

    queue.settle('a')
    queue.settle('a')
    expect(a).toHaveBeenCalledTimes(1)
    expect(queue.held().size).toBe(0)
  })

  it('flushes everything still held, through the given runner', () => {
    const queue = new UndoQueue()
    const a = vi.fn()
    queue.hold('a', a)
    queue.hold('b', vi.fn())
    const ran: string[] = []
    queue.flush((id) => ran.push(id))
    expect(ran).toEqual(['a', 'b'])
    expect(a).not.toHaveBeenCalled()
    queue.settle('a')
    expect(a).not.toHaveBeenCalled()
  })

  it('tells subscribers of each change and keeps its snapshot stable between changes', () => {
    const queue = new UndoQueue()
    const listener = vi.fn()
    const stop = queue.subscribe(listener)
    const before = queue.held()
    expect(queue.held()).toBe(before)
    queue.hold('a', vi.fn())
    expect(queue.held()).not.toBe(before)
    expect(queue.held().has('a')).toBe(true)
    queue.undo('a')
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
    queue.hold('b', vi.fn())
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
