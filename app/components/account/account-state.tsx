// Who is signed in, as the browser knows it (issue 10 §2): public pages are rendered for everyone, so the email
// arrives after hydration from the account-state provider, which sets this context. Until it does, and wherever no
// provider is mounted, nobody is signed in as far as components can tell: the cart then checks out anonymously.
import {createContext, useContext, type ReactNode} from 'react';

const SignedInEmail = createContext<string | null>(null);

/** Mounted by the account-state provider with the session customer's email (null while unknown or signed out). */
export function SignedInEmailProvider({email, children}: {email: string | null; children: ReactNode}) {
  return <SignedInEmail.Provider value={email}>{children}</SignedInEmail.Provider>;
}

/** The signed-in customer's email, or null (signed out, not known yet, or no provider). */
export function useSignedInEmail(): string | null {
  return useContext(SignedInEmail);
}
