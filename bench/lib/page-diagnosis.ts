import { type Cookie, chromium } from 'playwright-core';
import { CHROMIUM_PATH } from './chromium.ts';

export interface LayoutShift {
  /** Milliseconds after navigation start. */
  atMs: number;
  value: number;
  /** The elements that moved, as `tag.class < parent.class`. */
  sources: string[];
}

export interface PageDiagnosis {
  lcpElement: string;
  lcpAtMs: number;
  layoutShifts: LayoutShift[];
}

const CPU_SLOWDOWN = 4; // Lighthouse's mobile setting
const SETTLE_MS = 3_000;
// Lighthouse's mobile screen (Moto G Power).
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

/**
 * Loads a page in a phone-sized tab with the CPU slowed as Lighthouse does, and reads the largest
 * contentful paint and the layout shifts the way the browser reports them. Lighthouse 12.2's trace
 * reader fails on this Chromium's traces for its LCP-element and layout-shift audits, so these
 * name the elements instead (one load: a diagnosis, not a measure).
 */
export async function diagnosePage(url: string, cookies: Partial<Cookie>[] = []) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ ...PHONE, hasTouch: true });
    if (cookies.length) await context.addCookies(cookies as Cookie[]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(observePaintsAndShifts);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => (window as unknown as DiagnosedWindow).__diagnosis);
  } finally {
    await browser.close();
  }
}

interface DiagnosedWindow {
  __diagnosis: PageDiagnosis;
}

/** Runs in the page before its scripts: records LCP candidates and shifts not caused by input. */
function observePaintsAndShifts() {
  const diagnosis: PageDiagnosis = { lcpElement: '–', lcpAtMs: 0, layoutShifts: [] };
  (window as unknown as DiagnosedWindow).__diagnosis = diagnosis;
  const describe = (node: Node | null | undefined): string => {
    if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone');
    const name = (el: Element) => `${el.localName}${el.classList[0] ? `.${el.classList[0]}` : ''}`;
    return node.parentElement ? `${name(node)} < ${name(node.parentElement)}` : name(node);
  };
  type ShiftEntry = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources: { node?: Node | null }[];
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as ShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      const sources = entry.sources.map((source) => describe(source.node));
      diagnosis.layoutShifts.push({ atMs: entry.startTime, value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
      diagnosis.lcpElement = describe(entry.element);
      diagnosis.lcpAtMs = entry.startTime;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}
