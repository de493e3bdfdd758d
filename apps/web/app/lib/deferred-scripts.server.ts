import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { MOBILE_BREAKPOINT_PX } from '@croupier/contract/constants';
import { APP_HYDRATED_EVENT, COVERED_PAGE_ATTRIBUTE, EARLY_TAP_ATTRIBUTE } from './app-start';

/**
 * The app's scripts start downloading once the page's largest paint is on screen
 * (docs/decisions/019-scripts-after-largest-paint.md).
 *
 * React Router's `<Scripts />` writes a `<link rel="modulepreload">` for every module of the page,
 * which React hoists into the head, and a module script that imports the route modules and then
 * the client entry. A phone on a slow network therefore downloaded ~130 KB of script beside the
 * stylesheet, the font and the hero's art, and painted the server's page only once all of it had
 * come. Here the links leave the head, the module script is kept inert (`type` below) with the
 * links' addresses on it, and a small inline script starts both once the browser has reported the
 * page's largest paint: the hero's art when the page has one (an `<img fetchpriority="high">`)
 * and it is drawn (not under a phone's modal sheet, {@link COVERED_PAGE_ATTRIBUTE}), otherwise its
 * first largest paint. A first tap or key press, a page loaded in the background,
 * hero art that fails to load, a browser without largest-paint entries (after the hero's art has
 * loaded), or {@link START_AT_THE_LATEST_MS} start them at once.
 *
 * The preloads are added one a task (a message to itself), then the module script: each link's
 * request costs the main thread a few milliseconds, and the twelve in one task made a long task of
 * 20–100 ms on a slow host (docs/PERFORMANCE.md §39).
 *
 * What a player does before React has the page would be lost: a button has no action of its own
 * (unlike a link or a form), nor has a modal's backdrop or its Escape key (the server renders a
 * modal the address names), and the hydration puts a field back to its state's value. The starter
 * keeps the text typed into each field and the player's last act, a tap on a button or a marked
 * element ({@link EARLY_TAP_ATTRIBUTE}) or the Escape key, and once React has hydrated the page
 * ({@link APP_HYDRATED_EVENT}) types the text again and repeats the act: clicks the element, or
 * presses Escape on the modal the focus is in then (its focus trap has taken it), or where the
 * focus is: on the modal itself, as the modal's content may still wait for its scripts, and React
 * drops an event on a part it has not hydrated. React keeps
 * a field's typed text on the screen but not in its state, and tells a change by the value it
 * last saw: the field is emptied through React's setter, then given the text through the
 * element's own, and an input event makes React read it. The tap itself goes no further than the
 * starter: React, once listening, must not answer it as well as the click given again.
 */
export const DEFERRED_MODULE_TYPE = 'croupier/deferred-module';
export const DEFERRED_MODULE_ID = 'app-modules';
export const START_AT_THE_LATEST_MS = 2500;
/** Where a modal is a full-screen sheet, and the page under it is left unrendered. */
const PHONE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
/** What a tap before the scripts is kept on: a button without an action of its own, a backdrop. */
const EARLY_TAP_TARGETS = `button[type=button],[${EARLY_TAP_ATTRIBUTE}]`;

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT =
  /<script((?:\s+nonce="[^"]*")?)\s+type="module"\s+async="">([\s\S]*?)<\/script>/;

/** Starts the inert module script; the start conditions are those of the file's comment. */
const STARTER = `(()=>{
const starter=document.currentScript,modules=document.getElementById(${JSON.stringify(DEFERRED_MODULE_ID)});
let started=false;
const start=()=>{
if(started)return;started=true;
const hrefs=modules.dataset.modulePreloads.split(' ').filter(Boolean),channel=new MessageChannel();
const next=()=>{const href=hrefs.shift();
if(href===undefined){const app=document.createElement('script');app.type='module';app.nonce=starter.nonce;app.textContent=modules.textContent;document.body.append(app);return}
const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link);channel.port2.postMessage(0)};
channel.port1.onmessage=next;next()};
let pending;const typed=new Map(),held=['click','input','keydown'];
const hold=e=>{const target=e.target;
if(e.type==='input'){if(target instanceof HTMLInputElement||target instanceof HTMLTextAreaElement)typed.set(target,target.value);return}
if(e.type==='keydown'){if(e.key==='Escape')pending=()=>{const focused=document.activeElement??document.body;(focused.closest('[aria-modal="true"]')??focused).dispatchEvent(new KeyboardEvent('keydown',{key:'Escape',bubbles:true,cancelable:true}))};return}
const tapped=target.closest?.(${JSON.stringify(EARLY_TAP_TARGETS)});if(tapped){pending=()=>{if(tapped.isConnected&&!tapped.disabled)tapped.click()};e.stopPropagation()}};
for(const type of held)addEventListener(type,hold,true);
document.addEventListener(${JSON.stringify(APP_HYDRATED_EVENT)},()=>{for(const type of held)removeEventListener(type,hold,true);
setTimeout(()=>{for(const[field,value]of typed){if(!field.isConnected)continue;field.value='';Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field),'value').set.call(field,value);field.dispatchEvent(new Event('input',{bubbles:true}))}
pending?.()})},{once:true});
if(document.visibilityState==='hidden')return start();
for(const type of['pointerdown','keydown'])addEventListener(type,start,{once:true,capture:true});
setTimeout(start,${START_AT_THE_LATEST_MS});
const covered=matchMedia(${JSON.stringify(PHONE_QUERY)}).matches?document.querySelector(${JSON.stringify(`[${COVERED_PAGE_ATTRIBUTE}]`)}):null;
const heroes=[...document.querySelectorAll('img[fetchpriority="high" i]')].filter(h=>!covered?.contains(h));
for(const hero of heroes){if(hero.complete&&!hero.naturalWidth)return start();hero.addEventListener('error',start)}
if(PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')){
new PerformanceObserver((list,observer)=>{if(list.getEntries().some(e=>!heroes.length||heroes.includes(e.element))){observer.disconnect();setTimeout(start)}}).observe({type:'largest-contentful-paint',buffered:true})
}else Promise.all(heroes.map(h=>h.decode().catch(()=>{}))).then(()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(start))))
})()`.replaceAll('\n', '');

/**
 * The document with its module preloads and module script deferred, or undefined when it has no
 * module script of React Router's (then it is sent as it is).
 */
export function deferAppScripts(html: string): string | undefined {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return undefined;
  const [tag, nonceAttribute = '', code = ''] = script;
  const preloads: string[] = [];
  const before = html.slice(0, script.index).replace(MODULE_PRELOAD, (_link, href: string) => {
    preloads.push(href);
    return '';
  });
  const inert = `<script type="${DEFERRED_MODULE_TYPE}" id="${DEFERRED_MODULE_ID}" data-module-preloads="${preloads.join(' ')}">${code}</script>`;
  const starter = `<script${nonceAttribute}>${STARTER}</script>`;
  return before + inert + starter + html.slice(script.index + tag.length);
}

/** What the module script's start tag ends with, and a length that holds it across two chunks. */
const MODULE_SCRIPT_MARK = 'type="module" async="">';
const OVERLAP = 64;

/**
 * A stream that holds the document back until React Router's module script has been written
 * (it follows the page's content, before any data streamed later), then sends it deferred and
 * passes the rest through as it comes. Each chunk is searched once (with the previous chunk's
 * end, where a tag may have been cut): a render costs a few tenths of a millisecond more, not a
 * search of the whole held page per chunk.
 */
export function deferAppScriptsStream(): Transform {
  const decoder = new StringDecoder('utf8');
  const held: string[] = [];
  let isPassing = false;
  let hasScriptStarted = false;
  let tail = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (isPassing) return callback(null, chunk);
      const text = decoder.write(chunk);
      held.push(text);
      const window = tail + text;
      tail = window.slice(-OVERLAP);
      hasScriptStarted ||= window.includes(MODULE_SCRIPT_MARK);
      if (!hasScriptStarted || !window.includes('</script>')) return callback();
      const deferred = deferAppScripts(held.join(''));
      if (deferred === undefined) return callback();
      isPassing = true;
      held.length = 0;
      callback(null, deferred);
    },
    flush(callback) {
      const rest = isPassing ? '' : held.join('') + decoder.end();
      callback(null, rest || undefined);
    },
  });
}
