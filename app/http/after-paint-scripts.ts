// The first view's JavaScript starts loading after the first paint and the eager images (the largest paint), not
// while the document's HTML, CSS and hero images are still on their way: on a phone's connection the 100-odd KB
// of modules otherwise share the bandwidth with the image the shopper waits for, and Lighthouse's simulation
// counts every module fetched before the largest paint as part of it. The page works without JavaScript meanwhile
// (links and forms, the cart included), and a tap or key press starts the scripts at once.
// The document names the modules Remix's <Scripts> would import (a JSON element, inert); a small inline script
// preloads them all at once and adds Remix's module script when the time comes.

/** The part of Remix's assets manifest the first view's scripts come from. */
export type ScriptsManifest = {
  url: string;
  entry: {module: string; imports: string[]};
  routes: Record<string, {module: string; imports?: string[]} | undefined>;
};

/** What the starter loads: every module once (preloaded together), then manifest, route modules, entry in order. */
export type AfterPaintModules = {
  preload: string[];
  manifest: string;
  routes: [id: string, module: string][];
  entry: string;
};

/** Longest wait for the eager images after the first paint, ms: a stalled image must not keep the page inert. */
export const EAGER_IMAGE_WAIT_MS = 3000;

/** Only same-origin paths: a module URL never leads to another host, and it fits the JSON without surprises. */
const isOwnPath = (url: string) => /^\/(?![/\\])[^\s"'<>\\]*$/.test(url);

/**
 * The modules of the first view of a page whose matched routes are `routeIds` (the manifest's unknown ids are
 * skipped), as Remix's <Scripts> imports them without HMR and lazy route discovery (both off here), plus `extra`
 * modules the page needs first (its language's strings).
 */
export function afterPaintModules(
  manifest: ScriptsManifest,
  routeIds: readonly string[],
  extra: readonly string[] = [],
): AfterPaintModules {
  const matched = routeIds.flatMap((id) => {
    const route = manifest.routes[id];
    return route ? [{id, ...route}] : [];
  });
  const preload = [
    manifest.url,
    manifest.entry.module,
    ...manifest.entry.imports,
    ...matched.flatMap(({imports = [], module}) => [...imports, module]),
    ...extra,
  ];
  return {
    preload: [...new Set(preload)].filter(isOwnPath),
    manifest: manifest.url,
    routes: matched.filter(({module}) => isOwnPath(module)).map(({id, module}): [string, string] => [id, module]),
    entry: manifest.entry.module,
  };
}

/** The JSON for a <script type="application/json"> element: `<` escaped, so no text in it can end the element. */
export function heldModulesJson(modules: AfterPaintModules): string {
  return JSON.stringify(modules).replace(/</g, '\\u003c');
}

/** Dispatched on `document` by entry.client once hydration has begun: React handles interactions from then on. */
export const HYDRATING_EVENT = 'app:hydrating';

/** Longest an interaction waits for hydration to begin before the browser does what it does without JavaScript. */
export const HELD_INTERACTION_MS = 4000;

/**
 * The inline starter, placed right after the JSON element. After the first paint (the browser's
 * first-contentful-paint entry, reported once the frame is shown; two frames where there is none) it waits for the
 * eager images (not `loading=lazy`) and their paint, at most EAGER_IMAGE_WAIT_MS, then preloads every module and adds the module script Remix's <Scripts> writes (static
 * imports of the manifest and the route modules, their record, then the entry; with the document's nonce). Static
 * imports matter: the record must be set in the same evaluation as the modules, before the entry's hydration
 * (which starts on a promise) can read it. A pointer, touch or key press starts it all at once (not a focus: a page
 * gets one when its window does).
 * Until hydration begins, a click on a link, button, label (of a choice: a text field's label focuses it at once),
 * radio or checkbox and a form's submission are held (the shopper meant what the page does with JavaScript: add to
 * cart without leaving, open a panel, a choice React's state follows) and replayed when HYDRATING_EVENT arrives;
 * if it has not within HELD_INTERACTION_MS, or the scripts fail, they are replayed for the browser to do without
 * JavaScript, at once when the module list is unusable (a tampered document). Each replay stands alone (one that throws does not drop the rest). A second click on the same element
 * or a second submission of the same form while the first is held is dropped (one add to cart, not two); a
 * checkbox or label is not (two clicks undo each other). An element gone from the page by then (hydration
 * rendered it anew) is done as without JavaScript: its link followed, its form sent. Without `requestSubmit`
 * (Safari before 16) the submitter is clicked, or the form sent after an untrusted submit event.
 * A select changed meanwhile (the value is the browser's, React's state still the server's: the quantity before
 * add to cart, a sort) gets its last chosen value back and its change event again when the rest are replayed, in
 * order (a replay before it may have re-rendered the select to React's value); replays are a microtask apart, so
 * React has applied one (a discrete event's update) before the next reads its state.
 * When the page is left (`pagehide`) with submissions still held, each POST to our own origin is sent once with
 * a keepalive fetch (its form's fields and the submitter's name and value, the submitter's `formaction`), and the
 * held clicks are dropped, also for a page restored from the back-forward cache.
 * Never held: clicks with a modifier, links and forms to another tab (`target`, `formtarget`: a replay would be
 * no user gesture, a blocked popup), downloads, in-page anchors, SVG elements.
 */
export const STARTER_SOURCE = `(()=>{const me=document.currentScript,held=JSON.parse(me.previousElementSibling.textContent),q=JSON.stringify;let started=false,live=false;const queued=[];
const release=async()=>{live=true;for(const {act} of queued.splice(0)){try{act()}catch(error){console.error(error)}await 0}};
document.addEventListener('${HYDRATING_EVENT}',release,{once:true});
const fail=(error)=>{console.error('[scripts] not loaded, the page stays without JavaScript',error);release()};
const start=()=>{if(started)return;started=true;try{
for(const href of held.preload){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}
const script=document.createElement('script');script.type='module';script.nonce=me.nonce;
script.textContent='import '+q(held.manifest)+';'+held.routes.map(([,url],i)=>'import * as route'+i+' from '+q(url)+';').join('')+'window.__remixRouteModules={'+held.routes.map(([id],i)=>q(id)+':route'+i).join(',')+'};import('+q(held.entry)+');';
script.onerror=fail;document.body.append(script)}catch(error){fail(error)}};
const hold=(event,key,form,by,act)=>{event.preventDefault();event.stopImmediatePropagation();if(key&&queued.some((item)=>item.key===key))return;
if(!queued.length)setTimeout(release,${HELD_INTERACTION_MS});queued.push({key,form,by,act});start()};
const away=(form,by)=>!/^(_self)?$/i.test(by&&by.formTarget||form.target);
const submit=(form,by)=>{if(!form.isConnected){form.hidden=true;document.body.append(form)}if(by&&by.form!==form)by=null;
if(form.requestSubmit)form.requestSubmit(by);else if(by)by.click();else if(form.dispatchEvent(new Event('submit',{bubbles:true,cancelable:true})))form.submit()};
addEventListener('click',(event)=>{const el=!live&&event.target.closest&&event.target.closest('a[href],button,label,input[type=submit],input[type=button],input[type=image],input[type=radio],input[type=checkbox],[role=button]');
if(!el||!el.click||event.button||event.ctrlKey||event.metaKey||event.shiftKey||event.altKey)return;
if(el.matches('a')&&(el.target||el.hasAttribute('download')||el.getAttribute('href').startsWith('#')))return;
if(el.control&&!/^(checkbox|radio)$/.test(el.control.type))return;
const form=/^(submit|image)$/.test(el.type)&&el.form;
if(form)return away(form,el)||hold(event,form,form,el,()=>el.isConnected?el.click():submit(form,el));
hold(event,el.type!=='checkbox'&&!el.control&&el,0,0,()=>el.isConnected?el.click():el.href&&location.assign(el.href))},true);
addEventListener('change',(event)=>{const el=event.target;if(live||el.tagName!=='SELECT')return;el.heldValue=el.value;
hold(event,el,0,0,()=>{el.value=el.heldValue;el.dispatchEvent(new Event('change',{bubbles:true}))})},true);
addEventListener('submit',(event)=>{const form=event.target,by=event.submitter;if(!live&&!away(form,by))hold(event,form,form,by,()=>submit(form,by))},true);
addEventListener('pagehide',()=>{for(const {form,by} of queued.splice(0)){if(!form)continue;
const action=by&&by.hasAttribute('formaction')?by.formAction:form.action,body=new FormData(form);
if(!/^post$/i.test(by&&by.getAttribute('formmethod')||form.method)||new URL(action).origin!==location.origin)continue;
if(by&&by.name)by.type==='image'?(body.append(by.name+'.x','0'),body.append(by.name+'.y','0')):body.append(by.name,by.value);
fetch(action,{method:'POST',body,credentials:'same-origin',keepalive:true}).catch(()=>{})}});
const afterPaint=(then)=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(then,0)));
const afterFirstPaint=(then)=>{let called=false;const once=()=>{if(!called){called=true;then()}};
if(PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.includes('paint'))new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(once,0)}}).observe({type:'paint',buffered:true});else afterPaint(once);
setTimeout(once,${EAGER_IMAGE_WAIT_MS})};
for(const type of ['pointerdown','touchstart','keydown'])addEventListener(type,start,{once:true,passive:true,capture:true});
afterFirstPaint(()=>{const waiting=[...document.images].filter((image)=>image.loading!=='lazy'&&!image.complete);let left=waiting.length;
if(!left)return start();
const done=()=>{if(--left===0)afterPaint(start)};
for(const image of waiting){image.addEventListener('load',done,{once:true});image.addEventListener('error',done,{once:true})}
setTimeout(start,${EAGER_IMAGE_WAIT_MS})})})();`;
