/**
 * Actions held back for an undo window: each waits under its id until it is undone (dropped) or
 * settled (run). Settling twice, or after an undo, does nothing, so every way a toast can close
 * may settle it without care for which came first.
 */
export class UndoQueue {
  private readonly pending = new Map<string, () => void>()
  private readonly listeners = new Set<() => void>()
  private snapshot: ReadonlySet<string> = new Set()

  /** Holds `commit` under `id`; false when that id is already held. */
  hold(id: string, commit: () => void): boolean {
    if (this.pending.has(id)) return false
    this.pending.set(id, commit)
    this.changed()
    return true
  }

  /** Drops the action without running it; false when there was none. */
  undo(id: string): boolean {
    if (!this.pending.delete(id)) return false
    this.changed()
    return true
  }

  /** Runs the action now, once. */
  settle(id: string): void {
    const commit = this.pending.get(id)
    if (!commit) return
    this.pending.delete(id)
    this.changed()
    commit()
  }

  /** Runs every held action (the page is going away). */
  flush(run: (id: string, commit: () => void) => void = (_, commit) => commit()): void {
    const held = [...this.pending]
    if (!held.length) return
    this.pending.clear()
    this.changed()
    for (const [id, commit] of held) run(id, commit)
  }

  /** The held ids; the same set object until something changes (for useSyncExternalStore). */
  held(): ReadonlySet<string> {
    return this.snapshot
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private changed(): void {
    this.snapshot = new Set(this.pending.keys())
    for (const listener of this.listeners) listener()
  }
}
