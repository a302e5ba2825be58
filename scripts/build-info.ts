import { execFileSync } from 'node:child_process'

/**
 * Identifies a build for /version.json. The commit alone is not enough (a rebuild of the same
 * commit with uncommitted changes is a different deployment), so the time is part of the id.
 */
export function buildInfo(): { id: string; at: number } {
  const at = Math.floor(Date.now() / 1000)
  let commit = 'dev'
  try {
    commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    // not a git checkout (a tarball deployment): the timestamp alone identifies the build
  }
  return { id: `${commit}-${at.toString(36)}`, at }
}
