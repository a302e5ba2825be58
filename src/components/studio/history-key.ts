/**
 * The prefix of every cached query that shows a user's jobs: the history's lists and job pages,
 * the dashboard's recent designs, a tool's last results, the pickers "from your history". A job
 * that ends, is favourited, re-run or deleted refreshes them all at once.
 */
export const HISTORY_KEY = ['designs', 'history'] as const
