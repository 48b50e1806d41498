// The page checks of the pages-fit survey and the journeys: an axe-core scan with no violation allowed, then every
// width from a phone to a desktop with nothing wider than the viewport, no text clipped and no figure broken across
// lines (pagesFit.test.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

export const WIDTHS = [360, 390, 768, 1024, 1280, 1366, 1440] as const;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The little of the DOM the checks read (this package has no DOM types). */
interface El {
  readonly tagName: string;
  readonly parentElement: El | null;
  readonly childNodes: ArrayLike<{ nodeType: number; textContent: string | null }>;
  readonly textContent: string | null;
  readonly scrollWidth: number;
  readonly clientWidth: number;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): { left: number; right: number; width: number; height: number };
  closest(selector: string): El | null;
}
/** A run of text, measured line by line. */
interface TextNode {
  readonly textContent: string | null;
  readonly parentElement: El | null;
}
interface TextRange {
  setStart(node: TextNode, offset: number): void;
  setEnd(node: TextNode, offset: number): void;
  getClientRects(): ArrayLike<{ top: number; width: number }>;
}
interface PageGlobals {
  axe: {
    run(context: unknown): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }>;
  };
  document: {
    documentElement: El;
    fonts: { ready: Promise<unknown> };
    querySelectorAll(selector: string): Iterable<El>;
    body: El;
    createTreeWalker(root: El, whatToShow: number): { nextNode(): TextNode | null };
    createRange(): TextRange;
  };
  innerWidth: number;
  getComputedStyle(el: El): {
    overflowX: string;
    visibility: string;
    borderRightStyle: string;
    borderRightWidth: string;
  };
  requestAnimationFrame(callback: () => void): void;
}

/** What does not fit at this width: elements past the viewport's edges, text cut short. */
function misfits(): string[] {
  const { document, innerWidth: width, getComputedStyle: style } = globalThis as unknown as PageGlobals;
  const name = (el: El) => `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').trim()}`;
  const clips = (el: El) => /(hidden|auto|scroll|clip)/.test(style(el).overflowX);
  const shown = (el: El) => {
    const box = el.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && style(el).visibility !== 'hidden';
  };
  const found: string[] = [];
  if (document.documentElement.scrollWidth > width + 1) {
    found.push(`the page scrolls sideways by ${document.documentElement.scrollWidth - width} px`);
  }
  for (const el of document.querySelectorAll('body *')) {
    if (!shown(el)) continue;
    const box = el.getBoundingClientRect();
    if (box.right <= width + 1 && box.left >= -1) continue;
    // Inside a container that scrolls or clips, itself within the page: the container is what must fit.
    let held = false;
    for (let parent = el.parentElement; parent && !held; parent = parent.parentElement) {
      const outer = parent.getBoundingClientRect();
      held = clips(parent) && outer.right <= width + 1 && outer.left >= -1;
    }
    if (!held) found.push(`${name(el)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
  }
  // Text cut short: in the header and the pair bar, an element narrower than its text; anywhere, a text holder
  // reaching past a box that hides its overflow (a box that scrolls lets it be reached).
  const hides = (el: El) => /(hidden|clip)/.test(style(el).overflowX);
  for (const el of document.querySelectorAll('body *')) {
    const text = Array.from(el.childNodes).some((node) => node.nodeType === 3 && node.textContent?.trim());
    if (!text || !shown(el) || el.closest('.visually-hidden')) continue;
    const box = el.getBoundingClientRect();
    let cut = el.closest('header, .pair-bar') !== null && clips(el) && el.scrollWidth > el.clientWidth + 1;
    for (let parent = el.parentElement; parent && !cut; parent = parent.parentElement) {
      const outer = parent.getBoundingClientRect();
      cut = hides(parent) && (box.right > outer.right + 1 || box.left < outer.left - 1);
    }
    if (cut) found.push(`text cut: ${name(el)} "${el.textContent?.trim().slice(0, 24)}"`);
    // Spilling over the edge of the bordered box (a panel, a card) it sits in, unless a box between them scrolls.
    for (let parent = el.parentElement; parent; parent = parent.parentElement) {
      const edge = style(parent);
      if (/(auto|scroll)/.test(edge.overflowX)) break;
      if (edge.borderRightStyle === 'none' || Number.parseFloat(edge.borderRightWidth) === 0) continue;
      const outer = parent.getBoundingClientRect();
      if (box.right > outer.right + 1 || box.left < outer.left - 1) {
        found.push(`spills out of ${name(parent)}: ${name(el)} "${el.textContent?.trim().slice(0, 24)}"`);
      }
      break;
    }
  }
  // A figure (an amount, a price, a quantity) read across two lines is misread: none may break inside itself.
  const texts = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const holder = node.parentElement;
    if (!holder || !shown(holder) || holder.closest('.visually-hidden, script, style')) continue;
    for (const figure of (node.textContent ?? '').matchAll(/₹?\d[\d,]*(?:\.\d+)?%?/g)) {
      if (figure[0].length < 4) continue;
      const range = document.createRange();
      range.setStart(node, figure.index);
      range.setEnd(node, figure.index + figure[0].length);
      const tops = Array.from(range.getClientRects())
        .filter((rect) => rect.width > 0)
        .map((rect) => rect.top);
      if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 2)
        found.push(`figure broken across lines: ${name(holder)} "${figure[0]}"`);
    }
  }
  return [...new Set(found)].slice(0, 6);
}

/** What is wrong with the page as it stands: axe-core's violations, then each width's misfits ('360: …'). */
export async function checkFit(page: Page): Promise<string[]> {
  await page.evaluate(() => (globalThis as unknown as PageGlobals).document.fonts.ready);
  // Evaluated by the browser's debugging protocol, which the page's script-src policy does not apply to.
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const { axe, document } = globalThis as unknown as PageGlobals;
    const result = await axe.run(document);
    return result.violations.map(
      (v) => `axe ${v.id}: ${JSON.stringify(v.nodes.slice(0, 2).map((n) => n.target))}`,
    );
  });
  found.push(...(await checkWidths(page)));
  return found;
}

/** What does not fit at each width, as the page stands now (a form filled, a dialog open): '360: …'. */
export async function checkWidths(page: Page, widths: readonly number[] = WIDTHS): Promise<string[]> {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    // Two frames: the resize observers' answers (the header's fold) are laid out.
    await page.evaluate(() => {
      const { requestAnimationFrame: frame } = globalThis as unknown as PageGlobals;
      return new Promise<void>((done) => frame(() => frame(done)));
    });
    found.push(...(await page.evaluate(misfits)).map((misfit) => `${width}: ${misfit}`));
  }
  return found;
}
