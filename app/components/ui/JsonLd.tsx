/**
 * Structured data as a script tag. Remix's `script:ld+json` meta does not escape `</script>` inside
 * strings, so content-controlled text could end the tag early; here every `<`, `>` and `&` is escaped.
 */
export function JsonLd({data}: {data: Record<string, unknown> | undefined}) {
  if (!data) return null;
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{__html: json}} />;
}
