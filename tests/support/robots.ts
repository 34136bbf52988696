// How a crawler reads robots.txt (RFC 9309 §2.2.2): a rule matches a path that starts with it, `*` stands for any
// characters and a final `$` ends the path; paths are compared with case. Only `User-agent: *` groups are written.

/** The Disallow rules of robots.txt's body. */
export function disallowRules(body: string): string[] {
  return [...body.matchAll(/^Disallow: (.*)$/gm)].map((match) => match[1]!.trim()).filter(Boolean);
}

/** Whether a crawler keeps out of `pathAndQuery` under these rules. */
export function isDisallowed(rules: readonly string[], pathAndQuery: string): boolean {
  return rules.some((rule) => {
    const anchored = rule.endsWith('$');
    const pattern = (anchored ? rule.slice(0, -1) : rule)
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    return new RegExp(`^${pattern}${anchored ? '$' : ''}`).test(pathAndQuery);
  });
}
