/** The administrator is whoever owns ADMIN_EMAIL, checked on every read; else the stored role. */
export function roleOf(email: string, stored: string | null, adminEmail: string | undefined): 'user' | 'admin' {
  if (adminEmail && email.toLowerCase() === adminEmail) return 'admin'
  return stored === 'admin' ? 'admin' : 'user'
}
