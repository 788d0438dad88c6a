import { courses, trainingCourseCards, type Course } from "~/content/courses";
import { addOns, formatUsd, plans, type PricingPlan } from "~/content/pricing";
import { hasWord, hear, type Heard } from "~/server/assistant/words.server";
import { type Aspect, SERVICE_IDS, type ServiceId, type Subject, type Turn } from "~/server/assistant/topics/shared.server";

/**
 * What a message names (plans, add-ons, courses, services, in the visitor's words) and what it asks of them
 * (price, length, audience…), and what the conversation talked about before.
 */

const PLAN_NOUN = "(?:plan|tier|package|option|one)";

const PLAN_NAMES: Record<PricingPlan["id"], { words: string[]; phrase?: RegExp }> = {
  starter: {
    words: ["starter"],
    phrase: new RegExp(
      `\\b(?:basic|entry[- ]level|small|smallest|cheap\\w*|lowest)(?: chatbot)? ${PLAN_NOUN}\\b|\\bsomething (?:basic|simple|small)\\b|\\b(?:the )?(?:cheapest|least expensive)\\s*[?.!]*$`,
    ),
  },
  professional: {
    words: ["professional"],
    phrase: new RegExp(
      `\\bpro\\b|\\bmost popular\\b|\\bmost (?:folks|people|customers|clients|businesses)\\b|\\b(?:middle|mid) ${PLAN_NOUN}\\b`,
    ),
  },
  premium: {
    words: ["premium"],
    phrase: new RegExp(
      `\\b(?:biggest|largest|top|highest|most expensive) ${PLAN_NOUN}\\b|\\bthe big (?:one|plan|package|tier)\\b|\\b(?:the )?(?:most expensive|priciest)\\s*[?.!]*$`,
    ),
  },
};

export const BIGGER = new RegExp(`\\b(?:bigger|larger|higher|next|more expensive|upgraded?) ${PLAN_NOUN}\\b|\\bupgrade\\b`);

export const SMALLER = new RegExp(`\\b(?:smaller|cheaper|lower|less expensive) ${PLAN_NOUN}\\b|\\bdowngrade\\b`);

const ADD_ON_NAMES: Record<string, { words: string[]; phrase?: RegExp }> = {
  guardrails: {
    words: ["guardrails", "guardrail"],
    phrase:
      /\b(?:off|on)[- ]topic\b|\bwanders?\b|\b(?:says?|saying) (?:something|anything) (?:weird|wierd|wrong|inappropriate|off|bad|crazy|dumb|rude)\b|\b(?:safety|content) filters?\b/,
  },
  streaming: {
    words: ["streaming"],
    phrase: /\breal[- ]?time\b|\bword[- ]by[- ]word\b|\btyp(?:es|ing) (?:out|effect)\b|\bas it(?:s| is)? typ/,
  },
  security: {
    words: [],
    phrase:
      /\benhanced security\b|\bsecurity (?:add[- ]?on|pack|option|upgrade)\b|\badd[- ]?on for (?:extra |more |additional |better )?security\b|\b(?:extra|additional|stronger|more) (?:security|protection)\b/,
  },
  analytics: { words: ["analytics"], phrase: /\bdashboard\b/ },
  "query-pack": {
    words: [],
    phrase:
      /\b(?:extra|additional|more) quer(?:y|ies)\b|\bquer+(?:y|ies) packs?\b|\bquer+(?:y|ies)\b.{0,50}\bpacks?\b|\b(?:hit|hitting|hits|reach|reaching|run out of|running out of|ran out of|go over|going over|exceed\w*) (?:our|the|my) (?:query |monthly )?(?:cap|limit|allowance|queries)\b/,
  },
  "token-pack": { words: ["tokens", "token"] },
};

const COURSE_NAMES: Record<string, { words: string[]; phrase?: RegExp }> = {
  "prompt-engineering": { words: ["prompt", "prompting"] },
  "aws-technical-essentials": { words: ["essentials"] },
  "aws-development": { words: [], phrase: /\bdeveloping with aws\b|\baws development\b|\bdevelop(?:ment|er) course\b/ },
  "generative-ai-aws-bedrock": { words: ["bedrock"] },
  "practical-ml-sagemaker": { words: ["sagemaker"] },
  "no-code-ml-aws": { words: ["nocode"], phrase: /\bno[- ]code\b|\bwithout (?:writing )?(?:any )?code\b|\bcanvas\b/ },
  "practical-genai-aws": { words: [], phrase: /\bend[- ]to[- ]end\b|\bgenai app|\bgenerative ai application (?:building|development)\b/ },
};

const SERVICE_NAMES: Record<ServiceId, { words: string[]; phrase?: RegExp }> = {
  "ai-chatbots": {
    words: ["chatbot", "chatbots"],
    phrase: /\bchat ?bots?\b|\bbots?\b|\bvirtual (?:assistant|agent)s?\b|\bai chat\b|\bchat (?:things?|tools?|widgets?)\b/,
  },
  "rag-qa-systems": {
    words: [],
    phrase:
      /\brag\b|\bdoc(?:ument)?s? (?:q ?& ?a|search|question|one|thing|stuff|bot|system|tool|service)|\bq ?& ?a (?:system|over)|\bretrieval[- ]augmented\b|\b(?:answers?|questions?|search) (?:from|over|across|in|using|out of) (?:our|my|your|their) (?:own )?(?:[\w-]+ ){0,2}(?:documents|docs|files|manuals|pdfs|notes|records|archives?|transcripts|handbooks?|policies|wiki|library|knowledge base)\b/,
  },
  "ai-training": { words: ["training"], phrase: /\bcourses?\b|\bclass(?:es)?\b|\bteach(?:es|ing)?\b|\bworkshops?\b/ },
  "ai-consulting": {
    words: ["consulting", "consultant", "consultants", "consultancy"],
    phrase: /\broadmap\b|\bai strategy\b|\breadiness\b/,
  },
  "ai-integration": {
    words: ["integration", "integrations", "integrate"],
    phrase:
      /\b(?:hook|plug|tie|wire|connect)\w* (?:ai |it |this )?(?:in(?:to)?|up(?: to)?|to) (?:our|my|the|your|existing) (?:\w+ )?(?:systems?|software|tools|crm|stack|help ?desk|ticketing)\b|\bai into (?:our|my|the|existing) (?:\w+ )?(?:systems?|software|tools)\b|\b(?:push|send|drop|feed|log|sync|put)\w* (?:\w+ ){0,2}(?:in(?:to)?|to) (?:our|my|the|your|existing) (?:\w+ )?(?:crm|help ?desk|ticketing)\b/,
  },
};

/** "The $29 plan": a plan named by its monthly or setup fee. */
function planByFee(heard: Heard, plan: PricingPlan): boolean {
  return [plan.monthlyFee, plan.setupFee].some((fee) =>
    new RegExp(`\\$${formatUsd(fee).slice(1).replace(",", ",?")}(?![\\d,])`).test(heard.text),
  );
}

function named(heard: Heard, names: { words: string[]; phrase?: RegExp }): boolean {
  return (names.words.length > 0 && hasWord(heard, ...names.words)) || Boolean(names.phrase?.test(heard.text));
}

/** The subjects a message names, in a stable order: plans, add-ons, courses, then services. */
export function subjectsIn(message: string): Subject[] {
  const heard = hear(message);
  const found: Subject[] = [];
  // "Professional services" and "professionals" are no plan, unless the plan is named as one.
  const professionals =
    /\bprofessional (?:services|firms?|development|roles?|people)\b|\bprofessionals\b/.test(heard.text) &&
    !/\bprofessional (?:plan|tier|package)\b/.test(heard.text);
  for (const plan of plans) {
    if (plan.id === "professional" && professionals) continue;
    if (named(heard, PLAN_NAMES[plan.id]) || planByFee(heard, plan)) found.push({ kind: "plan", plan });
  }
  for (const addOn of addOns) if (ADD_ON_NAMES[addOn.id] && named(heard, ADD_ON_NAMES[addOn.id]!)) found.push({ kind: "addOn", addOn });
  for (const course of courses as readonly Course[]) {
    const names = COURSE_NAMES[course.slug];
    if (!names || !named(heard, names)) continue;
    const levels = course.levels.filter((l) => course.levels.length > 1 && hasWord(heard, l.id));
    if (levels.length === 0) found.push({ kind: "course", course });
    for (const level of levels) found.push({ kind: "course", course, level });
  }
  // "The advanced course": the one course with that level, when only one has it.
  if (!found.some((s) => s.kind === "course")) {
    const leveled = (courses as readonly Course[]).flatMap((course) =>
      course.levels.length > 1 ? course.levels.map((level) => ({ course, level })) : [],
    );
    for (const id of new Set(leveled.map((l) => l.level.id))) {
      const withLevel = leveled.filter((l) => l.level.id === id);
      if (withLevel.length === 1 && new RegExp(`\\b${id}(?: level)? (?:course|class|one|level|program)\\b`).test(heard.text))
        found.push({ kind: "course", ...withLevel[0]! });
    }
  }
  // A course named makes "course" its word, not the training service's.
  const hasCourse = found.some((s) => s.kind === "course");
  for (const id of SERVICE_IDS) {
    if (id === "ai-training" && hasCourse) continue;
    if (named(heard, SERVICE_NAMES[id])) found.push({ kind: "service", service: id });
  }
  return found;
}

/**
 * The courses' names as a message spells them (with or without "AWS" in front), longest first:
 * the words of a name never say what is asked ("technical" in AWS Technical Essentials).
 */
const COURSE_TITLES = new RegExp(
  `\\b(?:${[
    ...new Set(
      [...courses.map((course) => course.title), ...trainingCourseCards.map((card) => card.name)].flatMap((name) => [
        hear(name).text,
        hear(name).text.replace(/^aws /, ""),
      ]),
    ),
  ]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|")})\\b`,
  "g",
);

/**
 * Everything a message asks about its subject ("how long is it, and what's the pay like?"), most
 * specific first, each with where the message first asks it (to answer in the order asked).
 */
export function aspectsOf(heard: Heard): { aspect: Aspect; at: number }[] {
  const text = heard.text.replace(COURSE_TITLES, " ");
  /** Where `pattern` first matches, or where a word heard with a slip stands (the end); -1 when neither. */
  const where = (pattern: RegExp, ...words: string[]) => {
    const found = pattern.exec(text)?.index ?? -1;
    return found >= 0 || !words.length || !hasWord(heard, ...words) ? found : text.length;
  };
  const savings = /\b(?:cut|reduce|save|lower|saving)\b.{0,25}\bcosts?\b/.test(text);
  const muchOfOther = /\bhow much (?:time|data|faster|work|effort)\b|\bhow many\b/.test(text);
  const positions: [Aspect, number][] = [
    [
      "salary",
      where(
        /\bearn\b|\bincome\b|\bmoney\b.{0,30}\bmake\b|\bmake\b.{0,15}\b(?:a year|per year|annually)\b|\bpays? (?:well|the most|best|like|range)\b|\bwhat (?:does|do|would|will) (?:it|they|that|those jobs?) pay\b|\bwages?\b|\b(?:best|highest|top|well)[- ]paying\b/,
        "salary",
        "salaries",
      ),
    ],
    [
      "price",
      savings || muchOfOther
        ? -1
        : where(
            /\bhow much\b|\bpric(?:e|es|ed|ing)\b|\bfees?\b|\b(?:would|will|should) (?:i|we|they) (?:expect to )?pay\b|\bleast\b.{0,15}\bpay\b|\b(?:you|u|they|it|we) (?:\w+ )?charge\b|\bcharge[ds]? (?:for|per|extra|me|us|monthly|a month)\b|\b(?:the|any|a|what|extra|hidden|other|monthly|setup) charges?\b|\bafford|\bbudget\b|\brates?\b|\bballpark\b|\bwhats the damage\b|\bmonthly\b|\bper (?:month|year)\b|\brun (?:us|me)\b|\bset (?:us|me) back\b|\binvestment\b/,
            "cost",
            "costs",
            "price",
            "pricing",
            "expensive",
          ),
    ],
    [
      "duration",
      where(
        /\bhow long\b|\bduration\b|\blength\b|\bhow many (?:weeks|days|hours|months)\b|\bhow (?:fast|quickly|soon)\b|\btimelines?\b|\bgo live\b/,
      ),
    ],
    [
      "audience",
      where(
        /\bbeginners?\b|\bnew to\b|\b(?:hard|difficult|tough|easy|challenging)\b|\btechy\b|\b(?:how|too|very|non[- ]?|not|more|less) technical\b|\btechnical (?:background|skills?|knowledge|experience|enough|person|people)\b|\bover my head\b|\bfor me\b|\bwho (?:is )?(?:it|this|that|its)? ?for\b|\bsuitable\b|\bright for\b|\bgood (?:for|fit)\b|\bexperience\b|\bprerequisites?\b|\bprereqs?\b|\brequirements?\b|\bneed to know\b|\b(?:should|must|do) (?:i|we|they|you) (?:already )?know\b|\balready know\b|\bknow (?:beforehand|going in|first)\b|\bbackground\b|\b(?:need|have|require)\b.{0,15}\bskills?\b|\bskills? (?:going in|needed|required|first)\b|\bpython\b|(?<!\bno[- ])\bcod(?:e|ing)\b|\bprogramm/,
      ),
    ],
    [
      "process",
      where(
        /\bhow does (?:it|this|that|rag|the process) work\b|\bhow (?:does|do|would|will) (?:it|this|that|the (?:[\w-]+ ){0,2}[\w-]+) (?:actually |really |even )?(?:find|know|get|come up with|pick|figure out|search)\b|\bhow (?:does|do|would|will) (?:a |an |the |your |this |that )?(?:[\w-]+ ){0,2}(?:engagement|project|process|onboarding)s?\b.{0,25}\b(?:run|go|work|look|happen|unfold)\b|\bwalk away with\b|\b(?:get|have|receive) at the end\b|\bwhat (?:do|does|will|would) (?:you|u|it|they) deliver\b|\bend up with\b|\bdeliverables?\b|\bsteps?\b|\bprocess\b|\bhow do you (?:work|build|start)\b|\bstart to finish\b|\bwalk me through\b|\bwhat (?:does|do|would|will) (?:[\w-]+ ){1,5}(?:actually |really )?look like\b/,
      ),
    ],
    [
      "learn",
      where(
        /\blearn\b|\bcover(?:ed|s)?\b|\bmodules?\b|\btopics\b|\bsyllabus\b|\bcurriculum\b|\boutline\b|\b(?:what|which) tools\b|\bteach(?:es)? you\b/,
      ),
    ],
    [
      "includes",
      where(
        /\binclud(?:e|es|ed|ing)\b|\bcomes? with\b|\bwhats? in\b|\bwhat do (?:i|we|you) get\b|\bfeatures?\b|\bhow many (?:queries|documents|docs|faqs|integrations|channels)\b|\blimits?\b|\bqueries\b/,
      ),
    ],
  ];
  return positions.filter(([, at]) => at >= 0).map(([aspect, at]) => ({ aspect, at }));
}

/** What a message asks about its subject, the most specific when it asks several things. */
export function aspectOf(heard: Heard): Aspect | undefined {
  return aspectsOf(heard)[0]?.aspect;
}

/** Words that point back at what was talked about: "that one", "it", "the bigger plan", "and …?". */
export const POINTS_BACK =
  /\b(?:it|its|that|this|those|these|them|they|one)\b|\bin there\b|^(?:and|also|what about|how about|same for|ok and|so|like)\b/;

export const COMPARES = /\b(?:vs\.?|versus|or|differ|compare[ds]?|comparison|better)\b|\bdiff?e?re?n\w*/;

/** The subjects of the conversation before the last message: the newest turn that names any. */
export function remembered(turns: readonly Turn[]): Subject[] {
  for (let i = turns.length - 2; i >= 0; i--) {
    const turn = turns[i]!;
    const subjects = subjectsIn(turn.content);
    if (turn.role === "user" && subjects.length) return subjects;
    // An answer about one thing ("Starter is …") makes it the subject; a list of them does not,
    // unless its first line or sentence names one ("The best paid is X. All of them: …",
    // "I'd start with X: … Choose the intermediate level or the advanced level").
    if (turn.role === "assistant" && subjects.length === 1) return subjects;
    if (turn.role === "assistant" && subjects.length > 1) {
      const line = turn.content.split("\n")[0]!;
      const first = subjectsIn(line);
      if (first.length === 1) return first;
      const sentence = subjectsIn(line.split(/(?<=[.!?])\s+(?=[A-Z])/)[0]!);
      // "Professional ($899 setup…): 1 integration with your business systems" is about the plan.
      const specific = sentence.filter((s) => s.kind !== "service");
      if (sentence.length === 1 || specific.length === 1) return sentence.length === 1 ? sentence : specific;
    }
  }
  return [];
}

/** The plan talked about last, however many turns ago, while no other plan came up since. */
export function rememberedPlan(turns: readonly Turn[]): PricingPlan | undefined {
  for (let i = turns.length - 2; i >= 0; i--) {
    const turn = turns[i]!;
    const named = subjectsIn(turn.content).filter((s) => s.kind === "plan");
    if (named.length === 1 && named[0]!.kind === "plan") return named[0]!.plan;
    if (named.length > 1 && turn.role === "user") return undefined;
  }
  return undefined;
}

export function rememberedAspect(turns: readonly Turn[]): Aspect | undefined {
  for (let i = turns.length - 2; i >= 0; i--) {
    const turn = turns[i]!;
    if (turn.role !== "user") continue;
    return aspectOf(hear(turn.content));
  }
  return undefined;
}

export function shiftPlan(from: PricingPlan | undefined, step: 1 | -1): PricingPlan {
  if (!from) return step === 1 ? plans.at(-1)! : plans[0]!;
  const index = plans.findIndex((p) => p.id === from.id);
  return plans[Math.max(0, Math.min(plans.length - 1, index + step))]!;
}
