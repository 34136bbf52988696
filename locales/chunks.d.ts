// scripts/vite-locale-chunks.ts: each language's strings chunk URL in the client build (empty in development).
declare module 'virtual:locale-chunks' {
  const urls: Partial<Record<string, string>>;
  export default urls;
}
