import { useRouterState } from '@tanstack/react-router'

/** The page being read, as the feedback link's `from`: the form attaches it to the message. */
export function useFeedbackFrom(): string {
  return useRouterState({ select: (state) => `${state.location.pathname}${state.location.searchStr}` })
}
