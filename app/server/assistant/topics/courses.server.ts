import { coursePath, courses, formatSalary, groupTraining, trainingCourseCards, type Course, type CourseLevel } from "~/content/courses";
import { findCourse, type FinderGoal, type FinderLevel } from "~/content/course-finder";
import { MIN_GROUP_ATTENDEES } from "~/forms/training-messages";
import type { Source } from "~/lib/assistant-answer";
import { normalize, synonymsOf } from "~/server/assistant/retrieval.server";
import { hear, isCommonWord, type Heard } from "~/server/assistant/words.server";
import {
  type Aspect,
  type Composed,
  PAGE,
  type Subject,
  YES_NO,
  bullets,
  lowerFirst,
  sentenceList,
} from "~/server/assistant/topics/shared.server";

/**
 * Courses: length, audience, outline and salary of each, the course that teaches a topic, the course finder's
 * choice for a goal heard in the visitor's words, and registering alone or as a group.
 */

/** A course's own page, as a source. */
export const courseSource = (course: Course): Source => ({ url: coursePath(course.slug), title: course.title });

export function courseName(course: Course, level?: CourseLevel): string {
  return level && course.levels.length > 1 ? `${course.title} (${level.label})` : course.title;
}

export function levelsOf(course: Course, level?: CourseLevel): readonly CourseLevel[] {
  return level ? [level] : course.levels;
}

function courseDuration(course: Course, level?: CourseLevel): string {
  const levels = levelsOf(course, level);
  if (levels.length === 1) return `${courseName(course, levels[0])} takes ${levels[0]!.duration}.`;
  return `${course.title} has ${levels.length} levels: ${sentenceList(levels.map((l) => `${l.label}, ${l.duration}`))}.`;
}

/** Who a course is for; "It is for …" right after a sentence that named the one level. */
function courseAudience(course: Course, level?: CourseLevel, afterName = false): string {
  const levels = levelsOf(course, level);
  return levels
    .map((l) => {
      const prerequisites = l.content?.prerequisites ? ` What you need first: ${lowerFirst(l.content.prerequisites)}` : "";
      return `${afterName && levels.length === 1 ? "It" : courseName(course, l)} is for ${lowerFirst(l.audienceSummary)}.${prerequisites}`;
    })
    .join("\n");
}

/** A text's topic words, stemmed, longer than two letters; without the most common English words when `rare`. */
function topicTerms(text: string, rare = false): Set<string> {
  return new Set(
    text
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => !rare || !isCommonWord(w.toLowerCase()))
      .map(normalize)
      .filter((t): t is string => t !== null && t.length > 2),
  );
}

function namesAnyOf(question: string): (text: string) => boolean {
  // "The AWS bill" names a module on cost.
  const asked = new Set([...topicTerms(question)].flatMap((term) => [term, ...synonymsOf(term)]));
  return (text) =>
    text.split(/[^\p{L}\p{N}]+/u).some((w) => {
      const t = normalize(w);
      return t !== null && asked.has(t);
    });
}

/** Two-word phrases of a question ("final project"), without the little words that join any two. */
function phrasesOf(question: string): string[] {
  const words = question
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const joining = /^(?:a|an|the|and|or|of|in|on|to|for|with|is|are|do|does|this|that|what|whats|how|your|our|my|it|one)$/;
  return words.slice(1).flatMap((word, i) => (joining.test(word) || joining.test(words[i]!) ? [] : [`${words[i]} ${word}`]));
}

/** The modules of a course (or one level) that the question names by a word of their own, or a phrase ("a final project"). */
function modulesNamed(course: Course, level: CourseLevel | undefined, question: string) {
  const names = namesAnyOf(question);

  // The words that name the course ("aws", "essentials", "course") point at no module.
  // Nor do everyday words ("team", "support"): a module is named by a word of its trade ("VPC", "subnets").
  const courseWords = namesAnyOf(`${course.title} ${course.slug} course class training rag`);
  const namesIt = (word: string) => names(word) && !courseWords(word) && !isCommonWord(word.toLowerCase());
  const phrases = phrasesOf(question).filter((phrase) => !phrase.split(" ").some(courseWords));
  return levelsOf(course, level).flatMap((l) =>
    (l.content?.modules ?? [])
      .filter((m) => {
        const text = `${m.title} ${m.description}`;
        // A word of the module's title names it even when it is an everyday word ("Cost").
        const inTitle = m.title.split(/[^\p{L}\p{N}]+/u).some((word) => names(word) && !courseWords(word));
        return inTitle || text.split(/[^\p{L}\p{N}]+/u).some(namesIt) || phrases.some((phrase) => text.toLowerCase().includes(phrase));
      })
      .map((m) => ({ level: l, module: m })),
  );
}

/** What a course teaches; a module the question names ("VPCs", "pipelines") with its description. */
function courseOutline(course: Course, level?: CourseLevel, question = ""): string {
  return levelsOf(course, level)
    .map((l) => {
      if (!l.content) return `${courseName(course, l)}: the outline is coming soon.`;
      const named = modulesNamed(course, l, question).map(({ module }) => module);
      const detail = named.length ? `\n${bullets(named.map((m) => `${m.title}: ${m.description}`))}` : "";
      return `In ${courseName(course, l)} (${l.duration}) you learn to:\n${bullets(l.content.outcomes)}\nModules: ${sentenceList(l.content.modules.map((m) => m.title))}.${detail}`;
    })
    .join("\n\n");
}

const COURSE_FEES = "Courses have no published price: register your interest and we contact you with dates, format and fees.";

export const COURSE_PRICE = `${COURSE_FEES} Individuals and groups of ${MIN_GROUP_ATTENDEES} or more can register.`;

/** A question about what a course teaches. */
export const TEACHES =
  /\b(?:cover|covers|covered|teach|teaches|taught|learn|module|modules|go(?:es)? into|get into|anything (?:on|about))\b/;

export function courseAnswer(course: Course, level: CourseLevel | undefined, aspect: Aspect | undefined, question = ""): Composed {
  const sources = [courseSource(course), PAGE.training];
  const register = ["Register for this course"];
  // "Does it teach anything about keeping the AWS bill under control?" asks of a topic, not the fee.
  switch (aspect === "price" && TEACHES.test(question) ? undefined : aspect) {
    case "duration":
      return { text: `${courseDuration(course, level)} ${courseAudience(course, level, true)}`, sources, suggestions: register };
    case "audience":
      return { text: courseAudience(course, level), sources, suggestions: register };
    case "learn":
    case "includes":
      return { text: courseOutline(course, level, question), sources, suggestions: register };
    case "price":
      // "How long and what does it cost?": the length is the page's, and the fee is said to be unpublished.
      if (/\bhow long\b|\bduration\b|\blength\b/.test(question))
        return { text: `${courseDuration(course, level)} ${COURSE_PRICE}`, sources, suggestions: register };
      // The site publishes no course fees: said plainly, and listed for the company as a question its site leaves open.
      return { text: `${COURSE_PRICE} ${courseDuration(course, level)}`, sources: [], suggestions: register, declined: true };
    case "salary":
      return {
        text: levelsOf(course, level)
          .map((l) => `The typical salary for the skills of ${courseName(course, l)} is about ${formatSalary(l.salaryPotential)} a year.`)
          .join(" "),
        sources,
      };
    default: {
      // "Does the essentials course go into networking?": yes, in the module that names it.
      const named = modulesNamed(course, level, question);
      if (named.length) {
        const where = (l: CourseLevel) => (course.levels.length > 1 ? ` (${courseName(course, l)})` : "");
        const lines = named.map(({ level: l, module: m }) => `${m.title}${where(l)}: ${m.description}`);
        const yes = YES_NO.test(question) ? "Yes. " : "";
        return { text: `${yes}${course.title} covers it in:\n${bullets(lines)}`, sources, suggestions: register };
      }
      return {
        text: `${course.lead} ${courseDuration(course, level)}\n${courseAudience(course, level)}\n${COURSE_PRICE}`,
        sources,
        suggestions: register,
      };
    }
  }
}

export function coursesOverview(): Composed {
  const lines = trainingCourseCards.map((card) => {
    const level = courses.find((c) => c.slug === card.slug)?.levels.find((l) => l.id === card.levelId);
    return level ? `${card.name} (${level.duration}): for ${lowerFirst(level.audienceSummary)}` : card.name;
  });
  return {
    text: [`We run ${trainingCourseCards.length} hands-on courses:`, bullets(lines), COURSE_PRICE].join("\n"),
    sources: [PAGE.training, PAGE.faq],
    suggestions: ["Which course suits a beginner?", "Register for a course"],
  };
}

/** How to register for training ("how do I sign up?"), and whether a group may ("can 5 of us?"). */
export function registration(heard: Heard, subjects: readonly Subject[], before = ""): Composed | undefined {
  // Training named, or talked about in the conversation's earlier messages (`before`).
  const aboutTraining =
    subjects.some((s) => s.kind === "course" || (s.kind === "service" && s.service === "ai-training")) ||
    // ("train our chatbot on our documents" is about the chatbot).
    (/\btrain(?:ing)?\b|\bcourses?\b|\bclass(?:es)?\b/.test(`${heard.text} ${hear(before).text}`) &&
      !/\b(?:chatbots?|bots?|assistants?|models?|documents?|docs|data|files)\b/.test(heard.text)) ||
    // "How many people do we need to register as a group?": only courses take group registrations.
    (ASKS_GROUP_SIZE.test(heard.text) && /\b(?:regist\w*|enrol\w*|sign(?:ing)? up)\b/.test(heard.text));
  const group = (ASKS_GROUP.test(heard.text) && SIGNS_UP.test(heard.text)) || ASKS_GROUP_SIZE.test(heard.text);
  if (!aboutTraining || (!group && !ASKS_HOW_TO_SIGN_UP.test(heard.text))) return undefined;
  const named = subjects.find((s) => s.kind === "course");
  const course = named?.kind === "course" ? named.course : undefined;
  const where = course ? `the ${course.title} page` : "the AI training page or a course's page";
  return {
    text: group
      ? `${ASKS_GROUP_SIZE.test(heard.text) ? `A group is ${MIN_GROUP_ATTENDEES} or more people` : "Yes"}: individuals and groups of ${MIN_GROUP_ATTENDEES} or more can register. Register your interest on ${where}, choose a group and say how many people, and we contact you with the dates, format and fees.`
      : `Register your interest on ${where}: say which course, and whether you are signing up on your own or as a group (${MIN_GROUP_ATTENDEES} or more), and we contact you with the dates, format and fees. I can register your interest right here too.`,
    sources: [...(course ? [courseSource(course)] : []), PAGE.training, ...(group ? [PAGE.faq] : [])],
    suggestions: ["Register for a course"],
  };
}

/** The courses that need no background, where a newcomer starts. */
export function coursesToStartWith(): Composed {
  const lines = (courses as readonly Course[]).flatMap((course) =>
    course.levels
      .filter((l) => /\bno (?:technical background|programming|prior \w+ experience)\b/i.test(l.content?.prerequisites ?? ""))
      .map((l) => `${courseName(course, l)} (${l.duration}): ${l.content!.prerequisites}`),
  );
  return {
    text: `To start, or as a beginner, take one that needs no background:\n${bullets(lines)}\nTell me what you want to be able to do, and I can point you to one.`,
    sources: [PAGE.training],
    suggestions: ["Register for a course"],
  };
}

/** "Which of your courses covers agents?", "do you teach AI agents?" */
const ASKS_COURSE_ON =
  /\b(?:which|what|any|a|do you have (?:a|any))\b.{0,20}\b(?:courses?|class(?:es)?|trainings?)\b.{0,30}\b(?:covers?|teach(?:es)?|about|on|goes? into|gets? into|includes?|deals? with|where)\b|\bdo (?:you|u) (?:teach|cover|train people (?:on|in))\b|\bwhere (?:do|can) (?:i|we) learn\b/;

/**
 * The course whose modules name the most of the question's topic words ("agents", "APIs"),
 * when one leads; its modules that name them, its length and who it is for.
 */
export function courseOnTopic(heard: Heard, subjects: readonly Subject[]): Composed | undefined {
  if (!ASKS_COURSE_ON.test(heard.text) || subjects.some((s) => s.kind !== "service")) return undefined;
  const asked = topicTerms(heard.text.replace(/\b(?:courses?|class(?:es)?|trainings?|teach\w*|cover\w*)\b/g, " "), true);
  const ranked = (courses as readonly Course[])
    .flatMap((course) =>
      course.levels.map((level) => {
        const taught = topicTerms((level.content?.modules ?? []).map((m) => `${m.title} ${m.description}`).join(" "), true);
        return { course, level, named: modulesNamed(course, level, heard.text), score: [...asked].filter((t) => taught.has(t)).length };
      }),
    )
    .filter((c) => c.named.length > 0)
    .sort((a, b) => b.score - a.score);
  const best = ranked[0];
  if (!best || ranked[1]?.score === best.score) return undefined;
  const { course, level, named } = best;
  return {
    text: [
      `${courseName(course, level)} (${level.duration}) covers it:`,
      bullets(named.map(({ module: m }) => `${m.title}: ${m.description}`)),
      courseAudience(course, level),
    ].join("\n"),
    sources: [courseSource(course), PAGE.training],
    suggestions: ["Register for this course"],
  };
}

/** "Which course would you put my copywriters in?", "what would you suggest for our staff?" */
const ASKS_WHICH_COURSE =
  /\b(?:which|what|any|best|right|good) (?:course|class|training|program)s?\b|\b(?:courses?|class(?:es)?|training) (?:for|would (?:you|u)|should|do (?:you|u))\b|\b(?:recommend|suggest|advise|advice)\b|\bput (?:my|our|them|him|her)\b.{0,30}\bin\b|\bwhere (?:do|should|would|can) (?:i|we|they|he|she) (?:start|begin)\b|\bwhat should (?:i|we|they|he|she) (?:take|learn|do)\b|\bwhere (?:would|do|should) (?:you|u) (?:start|put|send)\b|\bis there (?:a|any) (?:\w+ )?(?:course|class|training)\b/;

/** The message is about learning, not about the company's services. */
const ABOUT_LEARNING =
  /\bnew to (?:aws|the cloud|cloud|ai|machine learning|ml|python|coding|programming)\b|\b(?:courses?|class(?:es)?|training|learn\w*|teach\w*|taught|upskill\w*|reskill\w*|skills?|comfortable|certif\w*|careers?|jobs?|studying|study)\b/;

/** A goal of the course finder, as visitors put it; the first that matches wins. */
const GOAL_WORDS: readonly [FinderGoal, RegExp][] = [
  // Using AI assistants better is the plainest goal of all, whoever the people are.
  [
    "work",
    /\bchatgpt\b|\bchat gpt\b|\bcopilot\b|\bprompts?\b|\bprompting\b|\bbetter results\b|\bwrit(?:e|ing) (?:\w+ )?(?:e-?mails?|letters|reports|posts|schedules)\b/,
  ],
  [
    "no-code",
    /\b(?:cant|can not|cannot|dont|do not|doesnt|does not|never|wont) (?:\w+ )?(?:code|program)\b|\bno[- ](?:code|coding|programming)\b|\bnon[- ]?(?:technical|programmers?|coders?|developers?|tech)\b|\bnot (?:a |very )?(?:technical|techy|programm?ers?|coders?|developers?)\b|\bwithout (?:any )?(?:code|coding|writing code|programming)\b|\bbusiness analysts?\b|\bpoint and click\b|\bspreadsheets?\b/,
  ],
  [
    "ml",
    /\bmachine learning\b|\bml\b|\bdata scien\w*|\bsagemaker\b|\btrain(?:ing)? (?:\w+ )?models?\b|\bmodels? (?:in|to) production\b|\bforecast\w*|\bpredictions?\b|\bpredictive\b/,
  ],
  [
    "genai",
    /\bbuild(?:ing|s)? (?:\w+ ){0,3}(?:apps?|applications?|chatbots?|bots?|assistants?|agents?|rag|copilots?)\b|\bgenerative ai\b|\bgen ?ai\b|\bllms?\b|\bbedrock\b|\brag\b|\bretrieval\b|\bagents?\b|\bfoundation models?\b|\bembeddings?\b/,
  ],
  [
    "cloud",
    /\baws\b|\bamazon web services\b|\bcloud\b|\bec2\b|\bservers?\b|\binfrastructure\b|\bsysadmins?\b|\bdevops\b|\bit (?:staff|team|people|folks|department|guys|pros?|professionals?|admins?)\b|\bserverless\b|\blambda\b/,
  ],
  [
    "work",
    /\b(?:use|using|used|uses) (?:\w+ )?(?:ai|chatgpt|chat gpt|copilot|tools|assistants?)\b|\bprompts?\b|\bprompting\b|\bday to day\b|\bdaily\b|\bevery ?day\b|\bcopywriters?\b|\bwriters?\b|\bmarket(?:ing|ers?)\b|\bchatgpt\b|\bai (?:assistants?|tools)\b|\bcomfortable\b|\bsafely\b|\bproductiv\w*|\boutput\b|\bmanagers?\b|\b(?:office|admin\w*|front desk|sales|support) (?:staff|team|people|folks)\b/,
  ],
];

/** How far along the people are; without a word for it, the finder's first step. */
const LEVEL_WORDS: readonly [FinderLevel, RegExp][] = [
  [
    "experienced",
    /\bexperienced\b|\bsenior\b|\bseasoned\b|\bexperts?\b|\byears of\b|\bin production\b|\bproduction\b|\btech(?:nical)? leads?\b|\bml engineers?\b|\bdata scientists?\b|\badvanced\b/,
  ],
  [
    "new",
    /\bnew to\b|\bbeginners?\b|\bnever\b|\bno (?:experience|background|idea)\b|\bfrom scratch\b|\bnewbies?\b|\bnovices?\b|\bfirst time\b|\bcomplete(?:ly)? new\b|\bstarting out\b/,
  ],
  [
    "some",
    /\bsome (?:experience|python|coding|programming|background)\b|\ba (?:bit|little)\b|\btried\b|\bbasics\b|\bdevelopers?\b|\bdevs?\b|\bprogrammers?\b|\bengineers?\b|\bpython\b|\bjavascript\b|\bsoftware\b|\bintermediate\b/,
  ],
];

/**
 * "Which course would you put my copywriters in?": the course the finder on the training page
 * gives for the goal and the starting level heard in the message, said with who it is for.
 * Undefined when the message names a course or no goal the finder knows.
 */
export function courseAdvice(heard: Heard, subjects: readonly Subject[]): Composed | undefined {
  const { text } = heard;
  // Staff already using AI tools ("40 faculty using ChatGPT every day, what would you recommend?") ask about learning too.
  const usesAiTools =
    /\b(?:use|using|used|uses)\b.{0,20}\b(?:chatgpt|chat gpt|copilot|gemini|ai tools|ai assistants|ai)\b|\bchatgpt\b/.test(text);
  if (!ASKS_WHICH_COURSE.test(text) || !(ABOUT_LEARNING.test(text) || (usesAiTools && ASKS_GROUP.test(text)))) return undefined;
  // "What AWS courses do you offer?" asks for the list, not for advice.
  if (
    /\b(?:what|which)\b.{0,20}\bcourses\b.{0,20}\b(?:do (?:you|u)|you) (?:offer|have|run|teach|got|provide)\b/.test(text) &&
    !/\b(?:should|recommend\w*|best|suits?|right|start|for (?:me|us|my|our|a|an|someone))\b/.test(text)
  )
    return undefined;
  // "A course on RAG" names the service and asks for a course; a course named is answered as itself.
  const asksForCourse = /\bcourses?\b|\bclass(?:es)?\b/.test(text);
  if (!subjects.every((s) => s.kind === "service" && (s.service === "ai-training" || asksForCourse))) return undefined;
  // Staff to train with no goal named ("40 staff who need to learn this"): the course for any role.
  const goal = GOAL_WORDS.find(([, words]) => words.test(text))?.[0] ?? (ASKS_GROUP.test(text) ? "work" : undefined);
  if (!goal) return undefined;
  const level = LEVEL_WORDS.find(([, words]) => words.test(text))?.[0] ?? "new";
  const card = findCourse(goal, level);
  const course = courses.find((c) => c.slug === card.slug)!;
  const courseLevel = course.levels.find((l) => l.id === card.levelId) ?? course.levels[0];
  const prerequisites = courseLevel.content?.prerequisites ? ` What it asks first: ${lowerFirst(courseLevel.content.prerequisites)}` : "";
  const group = ASKS_GROUP.test(text) ? ` Groups of ${MIN_GROUP_ATTENDEES} or more can register together.` : "";
  return {
    text: [
      `From what you describe, I'd start with ${courseName(course, courseLevel)} (${courseLevel.duration}): it's for ${lowerFirst(courseLevel.audienceSummary)}. ${course.lead}${prerequisites}`,
      `${COURSE_FEES}${group} If that's not the right fit, tell me what they already know and what they want to do, and I'll suggest another.`,
    ].join("\n"),
    sources: [courseSource(course), PAGE.training],
    suggestions: ["Register for this course"],
  };
}

/** "1 day" → 1, "6 weeks" → 42: for ordering course lengths. */
export function durationDays(duration: string): number {
  const [count = "0", unit = ""] = duration.split(" ");
  return Number(count) * (unit.startsWith("week") ? 7 : 1);
}

/** "Can 5 of us sign up together?", "can we register as a group?" */
export const ASKS_GROUP =
  /\b(?:groups?|together|at once|whole (?:team|department|office|staff|company|class|crew)|(?:my|our) (?:team|staff|colleagues|employees)|team of \d+|\d+ (?:of us|(?:\w+ (?:and )?)?(?:people|employees|colleagues|staff|faculty|teachers|workers|members|techs|technicians|agents|reps|nurses|managers|engineers|developers)))\b/;

const SIGNS_UP = /\b(?:register|registration|sign(?:ing)? up|sign[- ]?ups?|enrol+|book|send|join|attend|take|train|training)\b/;

/** "What's the minimum number of people to count as a group?" */
export const ASKS_GROUP_SIZE =
  /\b(?:minimum|smallest|how many|number of|size)\b.{0,30}\b(?:groups?|people|attendees|participants)\b|\b(?:minimum|min|smallest|lowest)\b.{0,12}\bhead ?count\b|\bcounts? as a group\b/;

const ASKS_HOW_TO_SIGN_UP =
  /\bhow (?:do|can|would|should) (?:i|we) (?:sign up|register|enrol+|book|join|get (?:on|into))\b|\bhow to (?:sign up|register|enrol+)\b|\bwhat happens\b.{0,30}\b(?:after|once|when)\b.{0,20}\b(?:sign|regist|enrol)\w*|\b(?:after|once|when) (?:i|we) (?:sign|regist|enrol)\w*\b.{0,40}\bwhat happens\b/;

/** "Never wrote a line of code: is it all for programmers?" */
export const NEVER_CODED =
  /\bnever (?:wrote|written|coded|programmed|done any (?:coding|programming))\b|\b(?:all|only|just) for (?:programm?ers|coders|developers|techies|engineers)\b|\bnot a (?:programm?er|coder|developer|techie)\b/;
/** "Which course should I take first?", "what's a good course for a beginner?" */
export const ASKS_FIRST_COURSE =
  /\b(?:which|what) (?:course|class|training|one)\b.{0,40}\b(?:first|start|begin|beginners?|newbies?|new to)\b|\b(?:best|good|right) (?:course|class|training) for (?:a )?(?:beginners?|newbies?|someone new)\b|\bwhere (?:do|should) i (?:start|begin)\b.{0,30}\b(?:courses?|training|learning)\b/;

const FINISHED = /\b(?:finished|completed|took|taken|done with|did|passed|through with|graduated from)\b/;
const ASKS_NEXT =
  /\bwhat(?:s| is| comes| should (?:i|we) take)? next\b|\bnext (?:step|course|class|one)\b|\bafter (?:that|it|this|finishing)\b|\bthen what\b|\bwhere (?:do|should|can) (?:i|we) go (?:from here|next)\b/;
/** "What should I take before it?", "which course prepares me for that one?" */
const ASKS_BEFORE =
  /\btake\b.{0,20}\b(?:before|first)\b|\b(?:should|could|must|do) (?:i|we|they|he|she) (?:do|start with)\b.{0,20}\b(?:before|first)\b|\bbefore (?:it|that|this)\b.{0,20}\b(?:course|class|take)\b|\b(?:prepares?|gets? (?:me|us|them) ready) (?:me |us |them )?for\b|\bcomes? (?:first|before)\b|\bprep(?:aration)? course\b/;
const FINDER_LEVELS: readonly FinderLevel[] = ["new", "some", "experienced"];

/**
 * "I finished AWS Technical Essentials. What's next if I want to build apps?": on the course
 * finder's paths through the finished course, the course after it; and the finder's course for
 * a goal the message names, when that is another.
 */
export function nextCourse(heard: Heard, subjects: readonly Subject[]): Composed | undefined {
  const done = subjects.find((s) => s.kind === "course");
  if (done?.kind !== "course") return undefined;
  const after = FINISHED.test(heard.text) && ASKS_NEXT.test(heard.text);
  if (!after) return ASKS_BEFORE.test(heard.text) ? courseBefore(done) : undefined;
  const finished = done.course;
  // A course of several levels is finished at the level named, or its first.
  const finishedCard = `${finished.slug}/${(done.level ?? finished.levels[0]).id}`;
  const isFinished = (card: (typeof trainingCourseCards)[number]) =>
    `${card.slug}/${card.levelId}` === finishedCard || (card.slug === finished.slug && finished.levels.length === 1);
  const next = new Map<string, (typeof trainingCourseCards)[number]>();
  for (const goal of GOAL_WORDS.map(([id]) => id)) {
    const path = FINDER_LEVELS.map((level) => findCourse(goal, level));
    const at = path.findIndex(isFinished);
    const after = at >= 0 ? path.slice(at + 1).find((card) => !isFinished(card)) : undefined;
    if (after) next.set(`${after.slug}/${after.levelId}`, after);
  }
  // The goal in the visitor's words, apart from the finished course's own name ("AWS" is no goal there).
  const rest = heard.text.replace(new RegExp(finished.title.toLowerCase().replace(/[^a-z0-9 ]/g, "."), "g"), " ");
  const goal = GOAL_WORDS.find(([, words]) => words.test(rest))?.[0];
  const named = goal ? findCourse(goal, "some") : undefined;
  if (named && !isFinished(named) && named.slug !== finished.slug) next.set(`${named.slug}/${named.levelId}`, named);
  if (next.size === 0) return undefined;
  const cards = [...next.values()];
  const lines = cards.map(cardLine);
  return {
    text: `After ${courseName(finished, done.level)}, the next step${cards.length > 1 ? "s are" : " is"}:\n${bullets(lines)}\n${COURSE_FEES}`,
    sources: [...cards.map((card) => courseSource(courses.find((c) => c.slug === card.slug)!)), PAGE.training],
    suggestions: ["Register for a course"],
  };
}

/** A course finder card as a line: the course and level, its length and what it teaches. */
function cardLine(card: (typeof trainingCourseCards)[number]): string {
  const course = courses.find((c) => c.slug === card.slug)!;
  const level = course.levels.find((l) => l.id === card.levelId) ?? course.levels[0];
  return `${courseName(course, level)} (${level.duration}): ${card.description}`;
}

/** The courses that lead to `target` on the course finder's paths: what to take before it. */
function courseBefore(target: Extract<Subject, { kind: "course" }>): Composed | undefined {
  const targetCard = `${target.course.slug}/${(target.level ?? target.course.levels.at(-1)!).id}`;
  const before = new Map<string, (typeof trainingCourseCards)[number]>();
  for (const goal of GOAL_WORDS.map(([id]) => id)) {
    const path = FINDER_LEVELS.map((level) => findCourse(goal, level));
    const at = path.findIndex((card) => `${card.slug}/${card.levelId}` === targetCard);
    const step = at > 0 ? path.slice(0, at).findLast((card) => `${card.slug}/${card.levelId}` !== targetCard) : undefined;
    if (step) before.set(`${step.slug}/${step.levelId}`, step);
  }
  if (before.size === 0) return undefined;
  const cards = [...before.values()];
  const lines = cards.map(cardLine);
  const prerequisites = (target.level ?? target.course.levels.at(-1)!).content?.prerequisites;
  return {
    text: `${prerequisites ? `${courseName(target.course, target.level)} asks first: ${lowerFirst(prerequisites)}\n` : ""}The course${cards.length > 1 ? "s" : ""} before it on our learning paths:\n${bullets(lines)}\n${COURSE_FEES}`,
    sources: [
      ...new Map(
        [target.course, ...cards.map((card) => courses.find((c) => c.slug === card.slug)!)].map((course) => [
          course.slug,
          courseSource(course),
        ]),
      ).values(),
      PAGE.training,
    ],
    suggestions: ["Register for a course"],
  };
}

/** "Can the training be geared to our industry?" */
const ASKS_TAILORED =
  /\btailor\w*|\bcustomi[sz]\w*|\bgeared (?:to|toward)|\bmake the examples\b|\bexamples? (?:about|from|for) (?:our|my)\b|\binstead of generic\b|\badapt\w*\b.{0,30}\b(?:to|for) (?:our|my)\b|\b(?:specific|relevant) to (?:our|my)\b|\b(?:our|my) (?:own )?(?:industry|field|sector|line of work)\b/;

/** The course pages' word on groups: examples and exercises from the group's industry, sessions around the team. */
export function tailoredTraining(heard: Heard, subjects: readonly Subject[]): Composed | undefined {
  const { text } = heard;
  const aboutTraining =
    subjects.length > 0
      ? subjects.every((s) => s.kind === "course" || (s.kind === "service" && s.service === "ai-training"))
      : /\btrain(?:ing)?\b|\bcourses?\b|\bclass(?:es)?\b|\bworkshops?\b/.test(text) &&
        !/\b(?:chatbots?|bots?|assistants?|models?|documents?|docs)\b/.test(text);
  if (!aboutTraining || !ASKS_TAILORED.test(text)) return undefined;
  const named = subjects.find((s) => s.kind === "course");
  const course = named?.kind === "course" ? named.course : courses[0];
  return {
    text: `Yes, for a group: ${lowerFirst(groupTraining.text.replace(/^[^?]*\?\s*/, ""))} Groups of ${MIN_GROUP_ATTENDEES} or more register on a course's page (choose a group and say how many people), or ask us on the contact page, and we contact you with the dates, format and fees.`,
    sources: [courseSource(course), PAGE.training, PAGE.contact],
    suggestions: ["Register for a course"],
  };
}
