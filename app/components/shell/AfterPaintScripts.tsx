import {UNSAFE_RemixContext, useMatches} from '@remix-run/react';
import {useContext, useMemo} from 'react';
import {afterPaintModules, heldModulesJson, STARTER_SOURCE} from '~/http/after-paint-scripts';

/**
 * Remix's <Scripts> for a built app, started after the first paint (app/http/after-paint-scripts.ts says why):
 * the server handoff runs at once as in Remix; the modules are named in an inert JSON element for the starter.
 * The browser renders the same three elements while hydrating (their text is not compared, and it needs none of
 * the code that wrote it), so hydration changes nothing.
 */
export function AfterPaintScripts({nonce, extraModules = []}: {nonce?: string; extraModules?: string[]}) {
  const context = useContext(UNSAFE_RemixContext);
  const routeIds = useMatches().map((match) => match.id);
  // Built once: after hydration the scripts that started the page stay as they were.
  const held = useMemo(() => {
    if (!import.meta.env.SSR || !context?.serverHandoffString) return {handoff: ' ', modules: ' ', starter: ' '};
    return {
      handoff: `window.__remixContext = ${context.serverHandoffString};`,
      modules: heldModulesJson(afterPaintModules(context.manifest, routeIds, extraModules)),
      starter: STARTER_SOURCE,
    };
    // Deliberately no dependencies: the first view's scripts, rendered once.
  }, []);
  return (
    <>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{__html: held.handoff}} />
      <script
        type="application/json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{__html: held.modules}}
      />
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{__html: held.starter}} />
    </>
  );
}
