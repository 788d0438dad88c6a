// What every public page is checked for in the browser (tests/e2e/pages.spec.ts loads each page
// once and runs them all): its head and landmarks, the one visual system (one primary colour, one
// capitals rule for headings) and its typeface (app/fonts.css, decision 0022).
import { expect, type Page } from "@playwright/test";
import { courseCatalogue } from "../../app/content/courses";
import { faqs } from "../../app/content/faq";
import { servicesMenu } from "../../app/content/navigation";
import { siteCharacters } from "../../scripts/make-fonts.mjs";

/** Sums the page's layout shifts into window.shifted (an init script). */
export function trackShifts() {
  const w = window as unknown as { shifted: number };
  w.shifted = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.shifted += (entry as unknown as { value: number }).value;
  }).observe({ type: "layout-shift", buffered: true });
}

/** Every section has a heading and every card article a unique name of its own heading. */
export async function expectNamedSectionsAndCards(page: Page) {
  // A section is named by a heading of its own (or, for the chat panel and toasts, by an aria-label).
  const unnamed = "section:not(:has(h1, h2, h3, h4, h5, h6)):not([aria-label]):not([aria-labelledby])";
  const headless = await page.locator(unnamed).evaluateAll((sections) => sections.map((section) => section.outerHTML.slice(0, 120)));
  expect(headless).toEqual([]);

  const articles = await page.locator("article").evaluateAll((elements) =>
    elements.map((article) => {
      const ids = (article.getAttribute("aria-labelledby") ?? "").split(/\s+/).filter(Boolean);
      const targets = ids.map((id) => document.querySelectorAll(`[id="${CSS.escape(id)}"]`));
      return {
        ids,
        // Each id names one element, inside the card, and that element is a heading.
        own: targets.every((found) => found.length === 1 && article.contains(found[0]!) && /^H[1-6]$/.test(found[0]!.tagName)),
        name: targets.map((found) => found[0]?.textContent?.trim() ?? "").join(" "),
      };
    }),
  );
  for (const article of articles) {
    expect(article.ids.length, JSON.stringify(article)).toBeGreaterThan(0);
    expect(article.own, JSON.stringify(article)).toBe(true);
    expect(article.name.length).toBeGreaterThan(0);
  }
  const names = articles.map((article) => article.name);
  expect(new Set(names).size).toBe(names.length);
}

/** The brand's primary button fill (app/components/ui/button.tsx, bg-brand-600). */
export const PRIMARY_FILL = "rgb(79, 70, 229)";

/**
 * Records colour transitions that start on load into window.colourTransitionsOnLoad (an init
 * script): a colour that fades in on load means the page was once styled otherwise (see home.tsx's
 * hero buttons). Other transitions may run: the Chat button fades out when a control lies under it.
 */
export function trackColourTransitions() {
  const started: string[] = [];
  Object.assign(window, { colourTransitionsOnLoad: started });
  document.addEventListener(
    "transitionrun",
    (event) => {
      if (/color$|^fill$|^stroke$/.test(event.propertyName)) started.push(`${(event.target as Element).tagName} ${event.propertyName}`);
    },
    true,
  );
}

/** The visible buttons and button-like links with a strong colour fill, and their fills. */
export function strongFills(page: Page) {
  return page.evaluate(() => {
    // A strong colour fill: saturated, neither near white nor near black, mostly opaque.
    const strong = (color: string) => {
      const match = color.match(/rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)/);
      if (!match) return false;
      const [r = 0, g = 0, b = 0] = [match[1], match[2], match[3]].map((v) => Number(v) / 255);
      const alpha = match[4] === undefined ? 1 : Number(match[4]);
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      const lightness = (max + min) / 2;
      const saturation = max === min ? 0 : (max - min) / (1 - Math.abs(2 * lightness - 1));
      return alpha > 0.5 && saturation > 0.4 && lightness > 0.2 && lightness < 0.8;
    };
    return [...document.querySelectorAll<HTMLElement>("a, button, [role=button]")]
      .filter((element) => element.checkVisibility() && element.getBoundingClientRect().width > 0)
      .map((element) => ({ text: element.textContent?.trim().slice(0, 40) ?? "", fill: getComputedStyle(element).backgroundColor }))
      .filter(({ fill }) => strong(fill));
  });
}

/**
 * The headings' rule: Title Case (every word capitalised but articles, short conjunctions and
 * prepositions of up to three letters inside the heading; the first word, the last and the one after
 * a colon always; after a hyphen either), as the spec's own headings are ("Join Our Newsletter",
 * "404 - Page Not Found"), also when it asks a question ("Ready to Start Learning?"). The FAQ's
 * questions are sentences, and the spec's course names keep the spelling the spec gives them
 * ("No-code Machine Learning…").
 */
const SMALL_WORDS = new Set("a an the and but or nor for so yet as at by in of off on per to via vs".split(" "));
export const titleCaseExempt = new Set([
  ...faqs.map((faq) => faq.question),
  ...courseCatalogue,
  ...servicesMenu.flatMap((entry) => [entry.title, ...(entry.children ?? []).map((c) => c.title)]),
]);

export function titleCaseProblems(heading: string): string[] {
  const words = heading.split(/\s+/);
  return words.flatMap((word, index) =>
    word.split("-").flatMap((part, partIndex) => {
      const letter = part.match(/[A-Za-z]/)?.[0];
      if (!letter || !/^[("'“‘]?[A-Za-z]/.test(part)) return [];
      if (partIndex > 0) return [];
      const edge = index === 0 || index === words.length - 1 || words[index - 1]!.endsWith(":");
      const small = SMALL_WORDS.has(part.toLowerCase()) && !edge;
      if (small) return letter === letter.toLowerCase() ? [] : [part];
      return letter === letter.toUpperCase() ? [] : [part];
    }),
  );
}

/** The characters the site's first font file holds (scripts/make-fonts.mjs). */
export const fontCharacters = new Set(siteCharacters);
