import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { CourseFinder, courseHref } from "~/components/course-finder";
import { PICKER_LIMITS, pickerKey } from "~/components/picker";
import { courseFinderCopy, findCourse, finderGoals, finderLevels } from "~/content/course-finder";
import { cardLevel, courseBySlug, trainingCourseCards } from "~/content/courses";

/** The finder as the server renders it (its links need a router). */
function render(): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => <CourseFinder /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** The radios of a group, in order: their value, whether checked, and their label's words. */
function radios(html: string, name: string) {
  return [...html.matchAll(/<label\b[^>]*>(.*?)<\/label>/g)]
    .map((match) => match[1]!)
    .filter((label) => label.includes(`name="${name}"`))
    .map((label) => ({
      value: /value="([^"]+)"/.exec(label)![1],
      checked: /<input[^>]*\bchecked=""/.test(label),
      option: /data-option="([^"]+)"/.exec(label)![1],
      words: text(label),
    }));
}

/** The HTML of one result, from its mark to the next result's. */
function result(html: string, goal: string, level: string): string {
  const start = html.indexOf(`data-finder-result="${goal}/${level}"`);
  expect(start, `${goal}/${level}`).toBeGreaterThan(0);
  const next = html.indexOf("data-finder-result=", start + 1);
  return html.slice(start, next < 0 ? undefined : next);
}

describe("course finder", () => {
  it("asks two questions as radio groups, each with a legend, the first answers checked", () => {
    const html = render();
    expect([...html.matchAll(/<legend[^>]*>(.*?)<\/legend>/g)].map((m) => m[1])).toEqual([
      "What do you want to do?",
      "Where are you starting?",
    ]);
    const goals = radios(html, "finder-goal");
    const levels = radios(html, "finder-level");
    expect(goals.map((r) => r.value)).toEqual(finderGoals.map((goal) => goal.id));
    expect(levels.map((r) => r.value)).toEqual(finderLevels.map((level) => level.id));
    // Each radio sits in its label, which names it: a click anywhere on the tile chooses it.
    finderGoals.forEach((goal, index) => expect(goals[index]!.words).toBe(`${goal.label} ${goal.hint}`));
    expect(goals.map((r) => r.checked)).toEqual(finderGoals.map((_, index) => index === 0));
    expect(levels.map((r) => r.checked)).toEqual(finderLevels.map((_, index) => index === 0));
    expect(goals.map((r) => r.option)).toEqual(finderGoals.map((_, index) => pickerKey("a", index)));
    expect(levels.map((r) => r.option)).toEqual(finderLevels.map((_, index) => pickerKey("b", index)));
  });

  it("holds the course of every goal and level, under the marks the stylesheet shows it by", () => {
    const html = render();
    finderGoals.forEach((goal, g) => {
      finderLevels.forEach((level, l) => {
        const part = result(html, goal.id, level.id);
        const card = findCourse(goal.id, level.id);
        // Inside the goal's mark, with the level's own.
        const before = html.slice(0, html.indexOf(part));
        expect([...before.matchAll(/data-show-for="(a\d)"/g)].at(-1)?.[1]).toBe(pickerKey("a", g));
        expect([...before.matchAll(/data-show-for="(b\d)"/g)].at(-1)?.[1]).toBe(pickerKey("b", l));
        expect(text(/<h3[^>]*>(.*?)<\/h3>/.exec(part)?.[1] ?? "")).toBe(card.name);
        // What it says of the course is the course's own content.
        const courseLevel = cardLevel(card)!;
        const words = text(part);
        expect(words).toContain(courseLevel.duration);
        expect(words).toContain(courseLevel.audienceSummary);
        if (courseLevel.content?.prerequisites) expect(words).toContain(text(courseLevel.content.prerequisites));
        expect(part).toContain(`href="${courseHref(card).replace(/&/g, "&amp;")}"`);
      });
    });
  });

  it("stays within the options the stylesheet has rules for", () => {
    expect(finderGoals.length).toBeLessThanOrEqual(PICKER_LIMITS.a);
    expect(finderLevels.length).toBeLessThanOrEqual(PICKER_LIMITS.b);
    const css = readFileSync(new URL("../app.css", import.meta.url), "utf8");
    for (const [question, limit] of Object.entries(PICKER_LIMITS)) {
      for (let index = 0; index < limit; index++) {
        const key = `${question}${index}`;
        expect(css, key).toContain(`[data-picker]:has([data-option="${key}"]:checked) [data-show-for="${key}"]`);
      }
    }
    expect(() => pickerKey("b", PICKER_LIMITS.b)).toThrow(/has room for/);
  });

  it("can lead to every course card, and each choice suits the course's own prerequisites", () => {
    const reached = new Set(finderGoals.flatMap((goal) => finderLevels.map((level) => findCourse(goal.id, level.id))));
    expect([...reached].map((card) => card.name).sort()).toEqual(trainingCourseCards.map((card) => card.name).sort());
    // Someone new to a subject is never sent to a course that asks for solid or production experience.
    for (const goal of finderGoals) {
      const prerequisites = cardLevel(findCourse(goal.id, "new"))?.content?.prerequisites ?? "";
      expect(prerequisites, goal.id).not.toMatch(/solid|intermediate level|production|hands-on AWS/i);
    }
  });

  it("offers advice under every course it shows, after the course's own link, so a phone reads the course first", () => {
    const html = render();
    for (const goal of finderGoals)
      for (const level of finderLevels) {
        const shown = result(html, goal.id, level.id);
        const course = shown.indexOf(">See the Course");
        expect(course, `${goal.id}/${level.id}`).toBeGreaterThan(0);
        expect(shown.indexOf('href="/contact"'), `${goal.id}/${level.id}`).toBeGreaterThan(course);
        expect(text(shown)).toContain(`${courseFinderCopy.adviceText} ${courseFinderCopy.adviceLink}`);
      }
  });

  it("links a level after the first to its tab of the course page", () => {
    const advanced = trainingCourseCards.find((card) => card.levelId === "advanced")!;
    expect(courseHref(advanced)).toBe("/services/practical-ml-sagemaker?level=advanced#course-levels");
    const intermediate = trainingCourseCards.find((card) => card.levelId === "intermediate")!;
    expect(courseHref(intermediate)).toBe("/services/practical-ml-sagemaker");
    expect(courseBySlug(advanced.slug)?.levels.map((level) => level.id)).toContain("advanced");
  });
});
