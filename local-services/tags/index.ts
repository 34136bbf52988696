// Stand-ins for the tag scripts (README "Tracking"): GTM's container (`/tags/gtm.js?id=`) and Klaviyo's onsite JS
// (`/tags/klaviyo.js?company_id=`), which the local env points PUBLIC_GTM_SCRIPT_URL and PUBLIC_KLAVIYO_SCRIPT_URL
// at. They send nothing anywhere: each records that it loaded, with the id it was loaded for, and leaves the data
// layer and the `_learnq` queue as arrays, so tests read what the shop pushed. Counted like every service.

const GTM = `(function () {
  var id = new URL(document.currentScript.src).searchParams.get('id');
  window.dataLayer = window.dataLayer || [];
  window.google_tag_manager = window.google_tag_manager || {};
  window.google_tag_manager[id] = {standIn: true};
})();
`;

const KLAVIYO = `(function () {
  var id = new URL(document.currentScript.src).searchParams.get('company_id');
  var queue = (window._learnq = window._learnq || []);
  window.klaviyo = window.klaviyo || {
    standIn: true,
    companyId: id,
    push: function (command) { queue.push(command); },
  };
})();
`;

const SCRIPTS: Record<string, string> = {'/tags/gtm.js': GTM, '/tags/klaviyo.js': KLAVIYO};

export const isTagPath = (pathname: string) => pathname in SCRIPTS;

export async function handleTags(request: Request): Promise<Response> {
  const script = SCRIPTS[new URL(request.url).pathname];
  if (!script) return new Response('Not Found', {status: 404});
  return new Response(script, {headers: {'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store'}});
}
