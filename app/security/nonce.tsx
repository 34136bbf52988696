// The CSP nonce of the document being rendered (set in entry.server from the policy), for the shell's inline
// scripts. The shell reads it here rather than through Hydrogen's useNonce: importing @shopify/hydrogen in the
// shell would bring all of Hydrogen's browser code the app uses (cart forms, pagination) into every first view.
// In the browser there is no provider: React hydrates without the attribute, as with Hydrogen's hook.
import {createContext, useContext} from 'react';

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
