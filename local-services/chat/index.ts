// The chat widget's stand-in (issue 13 §4): what Intercom's loader does, as far as the shop can see it. `GET
// /chat/widget/<app id>` answers a script that takes over `window.Intercom` (draining the calls its stub queued),
// boots from `window.intercomSettings` as Intercom's Messenger does, and keeps what it was told on a hidden
// element (`#local-chat-widget`: data-app-id, data-user-id, data-email, data-name, data-boots) and in
// `window.__localChat` (the document's readyState when it ran, every call), so tests can see when it loaded and
// whom it was told about. Nothing visible: it must not cover what other tests click.

const APP_ID = /^\/chat\/widget\/([A-Za-z0-9_-]{1,64})$/;

export async function handleChat(request: Request): Promise<Response> {
  const match = APP_ID.exec(new URL(request.url).pathname);
  if (!match || (request.method !== 'GET' && request.method !== 'HEAD')) {
    return new Response('Not Found', {status: 404, headers: {'content-type': 'text/plain'}});
  }
  return new Response(widgetScript(match[1]!), {
    headers: {'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store'},
  });
}

function widgetScript(appId: string): string {
  return `(function () {
  var w = window;
  var state = w.__localChat = {appId: ${JSON.stringify(appId)}, readyState: document.readyState, ranAt: performance.now(), calls: [], booted: null};
  var element = document.getElementById('local-chat-widget');
  if (!element) {
    element = document.createElement('div');
    element.id = 'local-chat-widget';
    element.hidden = true;
    element.setAttribute('data-boots', '0');
    document.body.appendChild(element);
  }
  function show(settings) {
    state.booted = settings || null;
    ['app_id', 'user_id', 'email', 'name'].forEach(function (key) {
      var name = 'data-' + key.replace('_', '-');
      if (settings && settings[key] != null) element.setAttribute(name, String(settings[key]));
      else element.removeAttribute(name);
    });
    element.setAttribute('data-booted', settings ? 'true' : 'false');
  }
  function boot(settings) {
    element.setAttribute('data-boots', String(Number(element.getAttribute('data-boots')) + 1));
    show(settings);
  }
  function Intercom(command, argument) {
    state.calls.push([command, argument]);
    if (command === 'boot') boot(argument || w.intercomSettings);
    else if (command === 'shutdown') show(null);
    else if (command === 'update' && state.booted) show(Object.assign({}, state.booted, argument || {}));
  }
  var queued = (w.Intercom && w.Intercom.q) || [];
  w.Intercom = Intercom;
  // Intercom's Messenger boots from intercomSettings when it loads, then runs what was queued.
  if (w.intercomSettings) boot(w.intercomSettings);
  queued.forEach(function (args) { Intercom.apply(null, args); });
})();
`;
}
