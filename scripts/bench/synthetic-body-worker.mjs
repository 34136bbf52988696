// A synthetic worker for `node scripts/bench/memory.mjs --worker scripts/bench/synthetic-body-worker.mjs --paths /`:
// every request gets a ~115 KB HTML body (a collection page's size), sent the way app/entry.server.tsx sends a
// document (one string, encoded once, 16 KB pieces of a stream); `--paths /?string` sends it as one string body
// instead. What workerd's memory does with our page size and nothing of our code.
const PART = '<div class="card">lorem ipsum dolor sit amet</div>'.repeat(2300);
const CHUNK_BYTES = 16_384;

export default {
  fetch(request) {
    const html = `<!DOCTYPE html>${PART}${Math.random()}`;
    const headers = {'content-type': 'text/html; charset=utf-8'};
    if (new URL(request.url).searchParams.has('string')) return new Response(html, {headers});
    const bytes = new TextEncoder().encode(html);
    const body = new ReadableStream({
      start(controller) {
        for (let at = 0; at < bytes.length; at += CHUNK_BYTES) controller.enqueue(bytes.subarray(at, at + CHUNK_BYTES));
        controller.close();
      },
    });
    return new Response(body, {headers});
  },
};
