// @vitest-environment jsdom
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppError } from '@/lib/errors/app-error'
import { installNavigationProgress } from '@/lib/navigation-progress'
import { RouteError, statusOf } from './error-page'

function testRouter() {
  const root = createRootRoute({ component: Outlet, errorComponent: ({ error }) => <RouteError error={error} /> })
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>home</h1> })
  const broken = createRoute({
    getParentRoute: () => root,
    path: '/broken',
    loader: () => {
      throw new Error('database exploded at row 42')
    },
    component: () => <h1>never</h1>,
  })
  const unavailable = createRoute({
    getParentRoute: () => root,
    path: '/unavailable',
    loader: () => {
      throw new AppError(503, 'The design engine is resting')
    },
    component: () => <h1>never</h1>,
  })
  return createRouter({
    routeTree: root.addChildren([home, broken, unavailable]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
}

afterEach(cleanup)

describe('route errors', () => {
  it('the error page shows 500 and a generic message for an unexpected failure', async () => {
    const router = testRouter()
    render(<RouterProvider router={router} />)
    await screen.findByText('home')
    await act(async () => router.history.push('/broken'))
    expect(await screen.findByText('500')).toBeTruthy()
    expect(screen.getByTestId('error-message').textContent).toBe('We could not show this page. Please try again in a moment.')
    expect(document.body.textContent).not.toContain('row 42')
  })

  it('the error page shows the status and message of an AppError', async () => {
    const router = testRouter()
    render(<RouterProvider router={router} />)
    await screen.findByText('home')
    await act(async () => router.history.push('/unavailable'))
    expect(await screen.findByText('503')).toBeTruthy()
    expect(screen.getByTestId('error-message').textContent).toBe('The design engine is resting')
  })

  it('status defaults to 500', () => {
    expect(statusOf(new Error('x'))).toBe(500)
    expect(statusOf({ status: 418 })).toBe(418)
    expect(statusOf({ statusCode: 404 })).toBe(404)
    expect(statusOf({ status: 200 })).toBe(500)
    expect(statusOf(new AppError(400001, 'bad'))).toBe(400)
  })
})

describe('navigation progress bar', () => {
  it('is configured as the seed says, starts on navigation and ends even when the route fails', async () => {
    const router = testRouter()
    const bar = { configure: vi.fn(), start: vi.fn(), done: vi.fn() }
    let loads = 0
    const uninstall = installNavigationProgress(router, async () => {
      loads++
      return bar as never
    })
    render(<RouterProvider router={router} />)
    await screen.findByText('home')
    bar.start.mockClear()
    bar.done.mockClear()

    // The bar's code arrives with the first navigation, which it still shows (the route is slower).
    await act(async () => router.history.push('/broken'))
    await screen.findByText('500')
    expect(loads).toBe(1)
    expect(bar.configure).toHaveBeenCalledWith({ minimum: 0.4, speed: 500, trickleSpeed: 200, showSpinner: false })
    expect(bar.start).toHaveBeenCalledTimes(1)
    expect(bar.done).toHaveBeenCalled()
    expect(bar.start.mock.invocationCallOrder[0]).toBeLessThan(bar.done.mock.invocationCallOrder.at(-1)!)

    bar.start.mockClear()
    await act(async () => router.history.push('/#top'))
    await screen.findByText('home')
    await act(async () => router.history.push('/#bottom'))
    await act(() => router.load())
    expect(bar.start).toHaveBeenCalledTimes(1) // a change of #hash alone is not a page load
    expect(loads).toBe(1)
    uninstall()
    expect(bar.done).toHaveBeenLastCalledWith(true)
  })
})
