import { expect, test } from "./fixtures";
import { courseCatalogue } from "../../app/content/courses";
import { faqs } from "../../app/content/faq";
import { servicesMenu } from "../../app/content/navigation";
import { publicPaths } from "../../app/content/site-map";

// One visual system on every public page: one filled (primary) button colour, and one rule for
// the capitals of headings.

/** The brand's primary button fill (app/components/ui/button.tsx, bg-brand-600). */
const PRIMARY_FILL = "rgb(79, 70, 229)";

for (const path of publicPaths) {
  test(`${path}: every filled button and button-like link has the one primary colour, from the first frame`, async ({ page }) => {
    // A colour that fades in on load means the page was once styled otherwise (see home.tsx's hero buttons).
    // Other transitions may run: the Chat button fades out when a control lies under it.
    await page.addInitScript(() => {
      const started: string[] = [];
      Object.assign(window, { colourTransitionsOnLoad: started });
      document.addEventListener(
        "transitionrun",
        (event) => {
          if (/color$|^fill$|^stroke$/.test(event.propertyName)) started.push(`${(event.target as Element).tagName} ${event.propertyName}`);
        },
        true,
      );
    });
    await page.goto(path);
    const fills = await page.evaluate(() => {
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
    // The page has a primary action, and no button of another strong colour.
    expect(fills.length).toBeGreaterThan(0);
    expect(fills.filter(({ fill }) => fill !== PRIMARY_FILL)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { colourTransitionsOnLoad: string[] }).colourTransitionsOnLoad)).toEqual([]);
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
const exempt = new Set([
  ...faqs.map((faq) => faq.question),
  ...courseCatalogue,
  ...servicesMenu.flatMap((entry) => [entry.title, ...(entry.children ?? []).map((c) => c.title)]),
]);

function titleCaseProblems(heading: string): string[] {
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

test("the Title Case rule itself", () => {
  expect(titleCaseProblems("Join Our Newsletter")).toEqual([]);
  expect(titleCaseProblems("Speed With Integrity")).toEqual([]);
  expect(titleCaseProblems("AI for Small Teams: A Practical Start")).toEqual([]);
  expect(titleCaseProblems("Hands-On AI Training on AWS")).toEqual([]);
  expect(titleCaseProblems("AWS-Native and Scalable")).toEqual([]);
  expect(titleCaseProblems("A Live Demo of 30-45 Minutes")).toEqual([]);
  expect(titleCaseProblems("Choose your plan")).toEqual(["your", "plan"]);
  expect(titleCaseProblems("Speed With integrity")).toEqual(["integrity"]);
  expect(titleCaseProblems("Training On AWS")).toEqual(["On"]);
  expect(titleCaseProblems("What It Comes With")).toEqual([]);
});

for (const path of [...publicPaths, "/newsletter", "/no-such-page"]) {
  test(`${path}: headings follow the one capitals rule`, async ({ page }) => {
    await page.goto(path);
    const headings = await page
      .locator("h1, h2, h3, h4")
      .evaluateAll((elements) => elements.map((element) => (element.textContent ?? "").replace(/\s+/g, " ").trim()));
    expect(headings.length).toBeGreaterThan(0);
    const wrong = headings
      .filter((heading) => !exempt.has(heading))
      .map((heading) => ({ heading, words: titleCaseProblems(heading) }))
      .filter(({ words }) => words.length > 0);
    expect(wrong).toEqual([]);
  });
}
