// Upstream calls, read from the local services' request counters (local-services/admin.ts).

/** Storefront + DatoCMS requests in a counters snapshot ({service: {operation: n, total: n}}). */
export function upstreamCalls(counters) {
  return (counters.storefront?.total ?? 0) + (counters.datocms?.total ?? 0);
}

/** "service:Operation" → count, without the totals, for the JSON report (which calls a page made). */
export function upstreamOperations(counters) {
  const operations = {};
  for (const service of ['storefront', 'datocms']) {
    for (const [key, count] of Object.entries(counters[service] ?? {})) {
      if (key !== 'total') operations[`${service}:${key}`] = count;
    }
  }
  return operations;
}

export function createCounters(servicesUrl) {
  return {
    async read() {
      const response = await fetch(`${servicesUrl}/__admin/counters`);
      if (!response.ok) throw new Error(`GET /__admin/counters answered ${response.status}`);
      return response.json();
    },
    async reset() {
      const response = await fetch(`${servicesUrl}/__admin/reset`, {method: 'POST'});
      if (!response.ok) throw new Error(`POST /__admin/reset answered ${response.status}`);
    },
  };
}
