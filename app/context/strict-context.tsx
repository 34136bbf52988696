// Spec §8: using a context outside its provider throws. Every context the app defines is made here, so a
// component rendered in the wrong place fails loudly instead of reading a silent default.
import {createContext, useContext, type Provider} from 'react';

export function createStrictContext<T>(name: string): [Provider<T | undefined>, () => T] {
  const Context = createContext<T | undefined>(undefined);
  Context.displayName = name;
  function useStrictContext(): T {
    const value = useContext(Context);
    if (value === undefined) throw new Error(`use${name} must be used within a ${name}Provider`);
    return value;
  }
  return [Context.Provider, useStrictContext];
}
