// Reading a built Remix browser manifest file (dist/client/assets/manifest-*.js) in Node: the build's manifest
// rewrite (scripts/vite-browser-route-manifest.ts), its tests and the bench's page weights share this reader.

/**
 * The object `window.__remixManifest=` assigns, with the routes written as copies after it (`[id, copied id,
 * path]`, scripts/vite-browser-route-manifest.ts) expanded as the browser does. Reads Remix's own file too.
 */
export function parseRemixManifest(source) {
  const start = source.indexOf('{', source.indexOf('__remixManifest'));
  const statementEnd = source.indexOf(';\n', start);
  const end = statementEnd === -1 ? source.lastIndexOf('}') : source.lastIndexOf('}', statementEnd);
  const manifest = source.includes('__remixManifest') && end > start ? JSON.parse(source.slice(start, end + 1)) : undefined;
  if (!manifest?.entry || !manifest.routes) throw new Error('no manifest object in the Remix manifest file');
  const call = '(window.__remixManifest,';
  const copies = statementEnd === -1 ? -1 : source.indexOf(call, statementEnd);
  if (copies !== -1) {
    const list = JSON.parse(source.slice(copies + call.length).replace(/\);\s*$/, ''));
    for (const [id, copied, path] of list) manifest.routes[id] = {...manifest.routes[copied], id, path};
  }
  return manifest;
}
