// The chat widget in the browser (issue 13 §4), loaded only when /api/account names one and the page is idle:
// Intercom's documented loader (a queueing `Intercom` stub, `intercomSettings` read when the script boots) with
// the script added after the load event, so it never competes with the page's own rendering. Login and logout
// tell the Messenger through Intercom's `shutdown` + `boot` (its way of changing who is talking).
import type {ChatBoot, IntercomSettings} from '~/tracking/chat';

type IntercomFn = ((...args: unknown[]) => void) & {q?: unknown[][]};
type ChatWindow = Window & {Intercom?: IntercomFn; intercomSettings?: IntercomSettings};

let booted: string | null = null;

export function startChat(chat: ChatBoot): void {
  const w = window as ChatWindow;
  const who = JSON.stringify(chat.settings);
  if (booted === who) return;
  const again = booted !== null;
  booted = who;
  w.intercomSettings = chat.settings;
  if (again && typeof w.Intercom === 'function') {
    w.Intercom('shutdown');
    w.Intercom('boot', chat.settings);
    return;
  }
  if (typeof w.Intercom !== 'function') {
    // Calls made before the script arrives wait in `q`; the widget drains them when it boots.
    const queue: unknown[][] = [];
    const stub: IntercomFn = (...args: unknown[]) => void queue.push(args);
    stub.q = queue;
    w.Intercom = stub;
  }
  const inject = () => {
    const script = document.createElement('script');
    script.async = true;
    script.src = chat.scriptUrl;
    script.dataset.chatWidget = 'intercom';
    document.head.appendChild(script);
  };
  if (document.readyState === 'complete') inject();
  else window.addEventListener('load', inject, {once: true});
}
