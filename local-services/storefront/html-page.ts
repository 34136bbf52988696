// The small HTML pages the checkout host answers with (checkout, Multipass login and its errors, account).
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function htmlPage(options: {title: string; body: string; status: number; lang?: string; headers?: Record<string, string>}): Response {
  const page = `<!doctype html>
<html lang="${escapeHtml(options.lang ?? 'en')}">
<head><meta charset="utf-8"><title>${escapeHtml(options.title)} – Original Fuel</title></head>
<body>
${options.body}
</body>
</html>
`;
  return new Response(page, {
    status: options.status,
    headers: {'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...options.headers},
  });
}
