import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/{-$locale}/login')({
  component: () => <h1>Login</h1>,
})
