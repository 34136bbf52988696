// The process tree, for tools that must stop or measure what their children started in turn (npx → tsx →
// node, Miniflare → workerd).

/** Every descendant of `root` (children, grandchildren, ...) in a list of {pid, ppid}. */
export function descendantsOf(processes, root) {
  const found = [];
  let frontier = [root];
  while (frontier.length) {
    const children = processes.filter((p) => frontier.includes(p.ppid));
    found.push(...children);
    frontier = children.map((p) => p.pid);
  }
  return found;
}
