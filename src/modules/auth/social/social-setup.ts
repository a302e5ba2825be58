/** Which sign-in buttons a page shows, and the nonce their providers must put into the ID token. */
export interface SocialSetup {
  google: string | null
  apple: string | null
  /** Bound to this browser by the transport; Google's and Apple's scripts put it into their tokens. */
  nonce: string | null
}
