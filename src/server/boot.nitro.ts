import { definePlugin } from 'nitro'
import { ConfigError, parseEnv } from './env.server'

/**
 * Runs when the Node server starts. Nitro loads the application on its first request, so on its
 * own a wrong variable would only show up when somebody visits; here it stops the process at
 * once, naming the variable. Then one in-process request loads the app, which opens the database
 * and runs pending migrations before the first visitor arrives.
 */
export default definePlugin((nitroApp) => {
  try {
    parseEnv(process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  setTimeout(() => {
    void Promise.resolve(nitroApp.fetch(new Request('http://localhost/health/ready'))).catch(() => {})
  }, 0)
})
