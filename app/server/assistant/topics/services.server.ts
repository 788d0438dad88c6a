import { company } from "~/content/company";
import { teamSection } from "~/content/team";
import { impactStats } from "~/content/home";
import { courses, formatSalary, type Course } from "~/content/courses";
import { addOns, formatUsd, planById, plans, type PricingPlan } from "~/content/pricing";
import { chatbotsKeyFeatures, chatbotsProcess, chatbotsUseCases } from "~/content/service-pages/ai-chatbots";
import { consultingFeatures, consultingProcess, consultingSampleRoadmap, consultingTimelines } from "~/content/service-pages/ai-consulting";
import { integrationFeatures, integrationProcess } from "~/content/service-pages/ai-integration";
import { ragHero, ragKeyFeatures, ragProcess, ragUseCases } from "~/content/service-pages/rag-qa-systems";
import { serviceCards, servicesCopy, successStories, whyChoose, type SuccessStory } from "~/content/services-catalog";
import { PERSON_ACTIONS } from "~/server/assistant/dialogue.server";
import type { Heard } from "~/server/assistant/words.server";
import {
  type Aspect,
  type Composed,
  PAGE,
  SERVICE_IDS,
  SERVICE_PAGES,
  type ServiceId,
  type Subject,
  bullets,
  faqAnswer,
  lowerFirst,
  sentenceList,
  withoutStop,
  quoted,
} from "~/server/assistant/topics/shared.server";
import { plansOverview } from "~/server/assistant/topics/plans.server";
import { COURSE_PRICE, courseName, coursesOverview, durationDays } from "~/server/assistant/topics/courses.server";

/**
 * Services: what each does, its process, its price (or that it is quoted), the service a visitor's story
 * describes, and the results the use cases and success stories state.
 */

export function serviceCard(id: ServiceId) {
  const card = serviceCards.find((c) => c.slug === id);
  if (!card) throw new Error(`Unknown service ${id}`);
  return card;
}

/** A success story's title and results: "An Operations Team …: 5+ hours saved per employee per week". */
function storyResults(story: SuccessStory): string {
  return `${story.title}: ${sentenceList(story.results.map((r) => `${r.value.replace(/^Up/, "up")} ${r.label}`))}`;
}

/** "What would you recommend?", "is that something you can help with?" */
export const ASKS_ADVICE =
  /\b(?:recommend|suggest)\b|\bwhat would (?:you|u)\b|\bis (?:that|this) something\b|\bis there something\b|\b(?:can|could) (?:you|u|yall) help\b|\bwhat (?:can|could) (?:you|u) do\b|\bdo (?:you|u) (?:have|do|offer) (?:something|anything)\b|\b(?:something|a thing|anything) (?:you|u) (?:do|offer|build)\b|\bcould (?:you|u) build\b/;

/** What a visitor's story says about the work, per service; the service with the most wins. */
const NEED_WORDS: readonly [ServiceId, RegExp][] = [
  [
    "rag-qa-systems",
    /\bhandbooks?\b|\bmanuals?\b|\bdocuments?\b|\bdocs\b|\bpdfs?\b|\bpolic(?:y|ies)\b|\bsops?\b|\bcontracts?\b|\bknowledge base\b|\bshared drives?\b|\bprocedures?\b|\bwiki\b|\bnotes\b|\btranscripts?\b|\barchives?\b|\bback catalog\w*|\bepisodes?\b/g,
  ],
  [
    "ai-chatbots",
    /\bcustomers?\b|\bwebsite\b|\bafter hours\b|\bphones?\b|\bcalls?\b|\bvisitors?\b|\bpatients?\b|\bfaqs?\b|\bsame questions?\b|\bleads?\b/g,
  ],
  [
    "ai-integration",
    /\bautomat\w*|\bkeying\b|\bdata entry\b|\bstatus (?:e-?mails?|updates)\b|\bsystems?\b|\bcrm\b|\bworkflows?\b|\bcopy(?:ing)? and past\w*|\bbusywork\b|\breports?\b/g,
  ],
  ["ai-consulting", /\bwhere to (?:start|begin)\b|\bstrategy\b|\broadmap\b|\bnot sure\b|\bdont know\b|\bno idea\b/g],
];

/**
 * "New hires call nonstop about PTO; I want them to get answers from our handbook. What would you
 * recommend?": the service whose words the story uses most, with what it does.
 */
export function serviceAdvice(heard: Heard, subjects: readonly Subject[]): Composed | undefined {
  return ASKS_ADVICE.test(heard.text) ? fittingService(heard, subjects) : undefined;
}

/** The service a visitor's story calls for, with what it does; none when the story names no need. */
export function fittingService(heard: Heard, subjects: readonly Subject[]): Composed | undefined {
  const { text } = heard;
  if (/\b(?:courses?|class(?:es)?|training|learn\w*|plans?|tiers?)\b/.test(text)) return undefined;
  if (subjects.some((s) => s.kind !== "service")) return undefined;
  const scored = NEED_WORDS.map(([id, words]) => ({ id, score: text.match(words)?.length ?? 0 })).sort((a, b) => b.score - a.score);
  const best = scored[0]!;
  if (best.score === 0) return undefined;
  const card = serviceCard(best.id);
  const stories = successStories.filter((story) => story.service.slug === best.id).map((story) => `${storyResults(story)}.`);
  return {
    text: `From what you describe, ${card.title} fits: ${card.description}${stories.length ? ` From our client work: ${stories.join(" ")}` : ""} A free demo or consultation with your own examples shows what it would do for you.`,
    sources: [SERVICE_PAGES[best.id], PAGE.services],
    suggestions: ["Book a free demo"],
  };
}

export function servicesOverview(): Composed {
  return {
    text: [
      `${company.name} offers five services:`,
      bullets(SERVICE_IDS.map((id) => `${serviceCard(id).title}: ${serviceCard(id).description}`)),
      "Tell me which one interests you, or book a free demo to see it working.",
    ].join("\n"),
    sources: [PAGE.services],
    suggestions: ["What does a chatbot cost?", "Which courses do you run?", "Book a free demo"],
  };
}

export const timelines = consultingTimelines.items.map((t) => `${lowerFirst(t.label)} ${t.value}`);

function processText(steps: readonly { title: string; description: string }[]): string {
  return steps.map((s, i) => `${i + 1}. ${s.title}: ${s.description}`).join("\n");
}

export function serviceAnswer(id: ServiceId, aspect: Aspect | undefined, question = ""): Composed {
  const card = serviceCard(id);
  const page = SERVICE_PAGES[id];
  if (id === "ai-training") {
    if (aspect === "price") return { text: COURSE_PRICE, sources: [], declined: true };
    if (aspect === "salary") {
      const ranked = (courses as readonly Course[])
        .flatMap((course) => course.levels.map((l) => ({ name: courseName(course, l), salary: l.salaryPotential })))
        .sort((a, b) => b.salary - a.salary);
      return {
        text: `The best paid skills we teach are those of ${ranked[0]!.name}: about ${formatSalary(ranked[0]!.salary)} a year.\nTypical salaries for the skills of each course, highest first:\n${bullets(ranked.map((r) => `${r.name}: about ${formatSalary(r.salary)} a year`))}`,
        sources: [PAGE.training],
      };
    }
    if (
      aspect === "audience" &&
      /\b(?:cant|cannot|can not|dont|don't|do not|no|without|never) (?:code|coding|program|programming|technical)|\bnon[- ]?(?:technical|programmers?|coders?)\b|\bnot (?:technical|techy)\b/.test(
        question,
      )
    ) {
      const open = (courses as readonly Course[]).flatMap((course) =>
        course.levels
          .filter((l) => /no (?:programming|technical background)/i.test(l.content?.prerequisites ?? ""))
          .map((l) => `${courseName(course, l)} (${l.duration}): ${l.content!.prerequisites}`),
      );
      return { text: `These courses need no programming:\n${bullets(open)}`, sources: [PAGE.training] };
    }
    if (aspect === "audience") {
      const lines = (courses as readonly Course[]).flatMap((course) =>
        course.levels.map((l) => `${courseName(course, l)} (${l.duration}): for ${lowerFirst(l.audienceSummary)}`),
      );
      return { text: `Who each course is for:\n${bullets(lines)}`, sources: [PAGE.training] };
    }
    if (aspect === "duration") {
      // "How long are the courses?": the courses grouped by their length, shortest first.
      const byLength = new Map<string, string[]>();
      for (const course of courses as readonly Course[])
        for (const l of course.levels) byLength.set(l.duration, [...(byLength.get(l.duration) ?? []), courseName(course, l)]);
      const lines = [...byLength]
        .sort(([a], [b]) => durationDays(a) - durationDays(b))
        .map(([length, names]) => `${length}: ${sentenceList(names)}`);
      return { text: `How long each course runs:\n${bullets(lines)}`, sources: [PAGE.training] };
    }
    return coursesOverview();
  }
  if (id === "ai-chatbots") {
    if (aspect === "price") return plansOverview();
    if (aspect === "duration") return { text: faqAnswer("launch-time"), sources: [PAGE.faq, page] };
    if (aspect === "process") return { text: `${chatbotsProcess.intro}\n${processText(chatbotsProcess.steps)}`, sources: [page] };
    const starter = planById("starter");
    return {
      text: `${card.description} Plans start at ${formatUsd(starter.setupFee)} setup and ${formatUsd(starter.monthlyFee)} a month (Starter), and most first chatbots go live in 2-5 business days.`,
      sources: [page, PAGE.pricing],
      suggestions: ["What does each plan include?", "Book a free demo"],
    };
  }
  // No price on the site: said plainly, as a question the site leaves to a person.
  const noPrice = `${card.title} has no published price: we quote it after a free demo or consultation, where we tell you what fits, what it costs and how long it takes.`;
  if (aspect === "price") return { text: noPrice, sources: [], declined: true, actions: [...PERSON_ACTIONS] };
  if (aspect === "duration") {
    return {
      text: `The site gives the typical consulting effort: ${sentenceList(timelines)}. On our chatbot plans, a first chatbot goes live in 2-5 business days.`,
      sources: [SERVICE_PAGES["ai-consulting"], PAGE.faq],
    };
  }
  if (id === "rag-qa-systems") {
    return {
      text:
        aspect === "process"
          ? `${ragProcess.intro}\n${processText(ragProcess.steps)}`
          : // "What is RAG?": the page's own definition of the term.
            `${/\bwhat(?:s| is| does)\b|\bmeans?\b|\bstands? for\b/.test(question) ? ragHero.lead : card.description} ${ragProcess.intro}\n${processText(ragProcess.steps)}`,
      sources: [page],
    };
  }
  const features = id === "ai-consulting" ? consultingFeatures.items : integrationFeatures.items;
  const process = id === "ai-consulting" ? consultingProcess : integrationProcess;
  if (aspect === "process") return { text: `${process.intro}\n${processText(process.steps)}`, sources: [page] };
  return {
    text: `${card.description} It covers:\n${bullets(features.map((f) => `${f.title}: ${f.description}`))}`,
    sources: [page],
  };
}

/** "What results have your chatbots shown?", "how much time could this save each employee?" */
export const ASKS_RESULTS =
  /\bresults?\b.{0,30}\b(?:shown|seen|got|get|achieved|delivered|had|expect)\b|\b(?:what|which) (?:kind of |sort of )?results?\b|\broi\b|\breturn on (?:the )?investment\b|\btrack record\b|\bcase stud\w*|\bsuccess stor\w*|\b(?:ask|want|need)s? (?:for )?(?:a )?numbers?\b|\bhow much (?:time|money)\b.{0,30}\bsave\b|\bhow many hours\b.{0,30}\bsave\b|\bconversion (?:lift|rates?)\b|\b(?:cut|reduce|lower|save)\b.{0,20}\b(?:support )?costs?\b/;

/** The results a service page and the success stories state, for the service asked about or all. */
export function results(subjects: readonly Subject[]): Composed {
  const named = subjects.find((s) => s.kind === "service");
  const service = named?.kind === "service" ? named.service : undefined;
  const serviceUseCases = service === "ai-chatbots" ? chatbotsUseCases.items : service === "rag-qa-systems" ? ragUseCases.items : [];
  const stories = successStories.filter((story) => !service || story.service.slug === service);
  const lines = [
    ...serviceUseCases.map((u) => `${u.title}: ${lowerFirst(u.impact ?? u.description)}`),
    ...(serviceUseCases.length ? [] : stories).map(storyResults),
  ];
  const page = service ? SERVICE_PAGES[service] : undefined;
  return {
    text: `${page && serviceUseCases.length ? `By use case, from our ${page.title} page:` : "Results from our client work (client names withheld):"}\n${bullets(lines)}\nA free demo with your own questions shows what it would do for you.`,
    sources: [...(page ? [page] : []), PAGE.services],
    suggestions: ["Book a free demo"],
  };
}

/** "What happens when the bot can't answer?", "can it open a ticket for my team?" */
const ASKS_HANDOFF =
  /\b(?:can'?t|cannot|can not|doesn'?t|does not|unable to|fails? to) (?:handle|answer|help|know|figure)\b|\bstumped\b|\bhand(?:s|ed|ing)? (?:it |them |that |things )?(?:off|over)\b|\bescalat\w*|\b(?:pass|transfer|route|send|forward)\w* (?:it |them |that |the (?:\w+ )?)?(?:on |over |along )?to (?:a |my |our |the )?(?:real |live )?(?:person|human|team|staff|agents?|people|someone|somebody)\b|\bopen(?:s|ed)? (?:a |up a )?tickets?\b|\btickets?\b.{0,30}\b(?:open|creat|made|raised)\w*/;

// The content an answer below quotes, read once (a copy edit that removes one fails at load).
const SUPPORT_USE_CASE = quoted(
  chatbotsUseCases.items,
  (u) => /conversation attached/.test(u.description),
  "chatbot use case with the conversation attached",
);
const SALES_USE_CASE = quoted(
  chatbotsUseCases.items,
  (u) => /contact details/.test(u.description),
  "chatbot use case about contact details",
);
const LEAD_CAPTURE = quoted(chatbotsKeyFeatures.items, (item) => /^Lead capture/.test(item), 'chatbot key feature "Lead capture…"');
const HELP_DESK = quoted(integrationFeatures.items, (f) => /\bticket\b/.test(f.description), "integration feature about tickets");
const CRM = quoted(integrationFeatures.items, (f) => /\bCRM\b/.test(f.title), "CRM integration feature");
const CHANNELS = quoted(integrationFeatures.items, (f) => /messaging apps/i.test(f.title), "integration feature on messaging apps");
const ROADMAP = quoted(consultingFeatures.items, (f) => /\broadmap\b/i.test(f.title), "consulting feature about a roadmap");
const ACCESS_CONTROLS = quoted(
  ragKeyFeatures.items,
  (item) => /^Access controls/.test(item),
  'document Q&A key feature "Access controls…"',
);
const WORKS_WITH = quoted(ragKeyFeatures.items, (item) => /^Works with/.test(item.trim()), 'document Q&A key feature "Works with…"');

/**
 * What a chatbot does with a question it cannot answer: the chatbot page's support use case, and
 * the integration page's help-desk connection. Undefined when the message asks something else.
 */
export function handOff(heard: Heard, subjects: readonly Subject[]): Composed | undefined {
  const { text } = heard;
  if (!ASKS_HANDOFF.test(text) || !/\b(?:bots?|chat ?bots?|assistants?|ai)\b/.test(text)) return undefined;
  if (!subjects.every((s) => s.kind === "service" && (s.service === "ai-chatbots" || s.service === "ai-integration"))) return undefined;
  const ticket = /\btickets?\b|\bhelp ?desk\b/.test(text);
  const pages = [SERVICE_PAGES["ai-chatbots"], SERVICE_PAGES["ai-integration"]];
  // "…push leads into our CRM and open tickets": the CRM connection too.
  const crm = /\bcrm\b/.test(text) ? CRM : undefined;
  return {
    text: `It passes the question to your team rather than guessing. Our chatbots ${lowerFirst(SUPPORT_USE_CASE.description)} With AI integration (${HELP_DESK.title.toLowerCase()}), it can also ${lowerFirst(HELP_DESK.description)}${crm ? ` ${crm.title}: ${crm.description}` : ""}`,
    sources: ticket ? pages.reverse() : pages,
    suggestions: ["Book a free demo"],
  };
}

/** "Who trains the chatbot on my business info, me or you?" */
export const ASKS_WHO_TRAINS =
  /\bwho (?:trains|sets up|set up|builds|loads|feeds|uploads|configures|writes)\b.{0,12}\b(?:bot|chat ?bot|assistant|ai|it|model|answers)\b|\b(?:do|will|would) (?:i|we) (?:have to |need to )?(?:train|set up|build|load|upload|feed|write)\b.{0,30}\b(?:it|bot|chat ?bot|assistant|answers|content|info)\b/;

/** The chatbot process's steps that say who gathers the content and builds the assistant: we do. */
export function whoTrains(): Composed | undefined {
  const steps = chatbotsProcess.steps.filter((step) => /^We (?:gather|build)/.test(step.description));
  if (steps.length === 0) return undefined;
  return {
    text: `We do, as part of the setup:\n${bullets(steps.map((step) => `${step.title}: ${step.description}`))}\nYou tell us about your business and try the answers before launch.`,
    sources: [SERVICE_PAGES["ai-chatbots"], PAGE.pricing],
    suggestions: ["Book a free demo"],
  };
}

/** "Will I be able to see the chat transcripts and the leads the bot collects?" */
export const ASKS_SEE_CONVERSATIONS =
  /\b(?:see|view|read|access|review|get|download|export|look at)\b.{0,30}\b(?:transcripts?|conversations|chat logs?|chat history|the leads|what (?:people|customers|visitors) (?:ask|asked|say))\b/;

/** What a client sees of the conversations: the analytics dashboard per plan, the reviews after launch, and leads in a CRM. */
const ANALYTICS = quoted(addOns, (addOn) => addOn.id === "analytics", 'add-on "analytics"');

export function conversationsSeen(): Composed | undefined {
  const review = chatbotsProcess.steps.at(-1);
  if (!review) return undefined;
  const perPlan = plans.map((plan) => {
    const label = plan.features.find((f) => /analytics/i.test(f.label))?.label ?? "";
    const price = /add-on/.test(label)
      ? ` (${formatUsd(ANALYTICS.oneTimeFee)} one-time, then ${formatUsd(ANALYTICS.monthlyImpact)} a month)`
      : "";
    return `${plan.name}: ${lowerFirst(label)}${price}`;
  });
  return {
    text: `The ${ANALYTICS.name}: ${ANALYTICS.description}\n${bullets(perPlan)}\nAfter launch: ${review.description} With AI integration, ${lowerFirst(CRM.description)}`,
    sources: [PAGE.pricing, SERVICE_PAGES["ai-chatbots"]],
    suggestions: ["Book a free demo"],
  };
}

/** "How does it notify me?", "how will we know?", after a hand-off. */
export const ASKS_NOTICE =
  /\bnotif\w*|\balert\w*|\bhow (?:do|will|would|does) (?:i|we|my team|our team|staff) (?:know|find out|see it|get it|hear)\b|\bwhere does (?:it|that|the (?:question|conversation)) go\b|\bwho gets (?:it|that|them)\b/;

/** Where a handed-off question reaches the team: a ticket in their help desk, the conversation attached, or their CRM. */
export function handOffNotice(): Composed | undefined {
  return {
    text: `With AI integration (${HELP_DESK.title.toLowerCase()}), the chatbot can ${lowerFirst(HELP_DESK.description)} ${CRM.title}: ${CRM.description} Our website doesn't say more about how your team is alerted; we set it up around the tools you use.`,
    sources: [SERVICE_PAGES["ai-integration"], SERVICE_PAGES["ai-chatbots"]],
    suggestions: ["Book a free demo"],
  };
}

/** "What support do you give after launch?", "once it's live, do you keep it updated?" */
const ASKS_AFTER_LAUNCH =
  /\bafter (?:the )?(?:launch|it(?:s| is)? (?:live|launched)|go(?:ing)?[- ]live|we (?:launch|go live))\b|\bonce (?:it(?:s| is)|we(?:re| are)) (?:live|launched|up)\b|\bongoing (?:support|maintenance|help)\b|\b(?:support|maintenance|maintain)\b.{0,30}\b(?:after|post)[- ]?(?:launch|go[- ]live)\b/;

/** The chatbot process's last step, and the team who answers afterwards. */
export function afterLaunch(heard: Heard, subjects: readonly Subject[]): Composed | undefined {
  const onChatbots = subjects.every((s) => s.kind === "service" && (s.service === "ai-chatbots" || s.service === "rag-qa-systems"));
  const last = chatbotsProcess.steps.at(-1);
  if (!last || !onChatbots || !ASKS_AFTER_LAUNCH.test(heard.text)) return undefined;
  return {
    text: `After launch: ${last.title}. ${last.description} ${teamSection.intro}`,
    sources: [SERVICE_PAGES["ai-chatbots"], PAGE.team],
  };
}

/** "What do I walk away with?", "can our own IT guy build it, or are we stuck using you?" */
const ASKS_RESULT =
  /\bwalk away with\b|\bdeliverables?\b|\bwhat do (?:we|i) (?:actually )?(?:get|receive|end up with)\b|\bend result\b|\bwhat(?:s| is) the (?:output|result)\b/;
const ASKS_BUILD_OURSELVES =
  /\b(?:our own|ourselves|in-?house|our (?:it|dev\w*|tech|engineering) (?:guy|gal|person|team|people|staff|department|folks))\b.{0,40}\b(?:build|implement|do|take|run)\b|\b(?:stuck|locked in|tied) (?:with|to|using) (?:you|u)\b|\block[- ]?in\b/;

/** What a consulting engagement leaves: the roadmap, and help to build it, with us or on your own. */
export function consultingResult(heard: Heard, subjects: readonly Subject[]): Composed | undefined {
  const { text } = heard;
  const consulting =
    subjects.some((s) => s.kind === "service" && s.service === "ai-consulting") ||
    (subjects.length === 0 && /\b(?:ai )?(?:plan|roadmap|strategy)\b/.test(text) && ASKS_BUILD_OURSELVES.test(text));
  if (!consulting || !(ASKS_RESULT.test(text) || ASKS_BUILD_OURSELVES.test(text))) return undefined;
  // "How does an engagement run, and what do we walk away with?": the whole process answers both.
  if (/\bhow (?:does|do|would|will|long)\b|\bsteps?\b|\bprocess\b|\btimelines?\b/.test(text)) return undefined;
  const last = consultingProcess.steps.at(-1);
  if (!last) return undefined;
  // What the team keeps from each step, as the page's sample roadmap names it.
  const kept = bullets(consultingSampleRoadmap.steps.map(({ step, delivers }) => `${step}: ${delivers.join(", ")}`));
  return {
    text: `${ASKS_BUILD_OURSELVES.test(text) ? "Yes, your own team can build it. " : ""}${consultingProcess.intro} What you keep from each step:\n${kept}\n${last.description} The ${ROADMAP.title.toLowerCase()} is ${lowerFirst(ROADMAP.description)}`,
    sources: [SERVICE_PAGES["ai-consulting"]],
    suggestions: ["Book a free demo"],
  };
}

/** "Can the chatbot grab a buyer's name and number at 11pm?" */
const ASKS_LEAD_CAPTURE =
  /\b(?:bots?|chatbots?|assistants?|it|ai)\b.{0,30}\b(?:grab|get|collect|capture|take|ask for|save|gather|record)\w*\b.{0,40}\b(?:names?|numbers?|phone(?: numbers?)?|e-?mails?|contact (?:info|information|details)|leads?)\b|\blead (?:capture|gen\w*)\b/;

/** What a chatbot does with an interested buyer: the sales use case and its lead capture. */
export function leadCapture(heard: Heard, subjects: readonly Subject[]): Composed | undefined {
  const onChatbots = subjects.length > 0 && subjects.every((s) => s.kind === "service" && s.service === "ai-chatbots");
  if (!onChatbots || !ASKS_LEAD_CAPTURE.test(heard.text)) return undefined;
  return {
    text: `Yes. ${SALES_USE_CASE.title}: our chatbots ${lowerFirst(SALES_USE_CASE.description)} ${SALES_USE_CASE.impact}. ${LEAD_CAPTURE} are among our chatbots' key features.`,
    sources: [SERVICE_PAGES["ai-chatbots"]],
    suggestions: ["Book a free demo"],
  };
}

/** "How do you stop it from making stuff up when the answer isn't in our docs?" */
const ASKS_MADE_UP =
  /\bmak(?:e|es|ing) (?:stuff|things|something|answers|it|shit) up\b|\bhallucinat\w*|\bmade[- ]up\b|\binvent\w* (?:an )?answers?\b|\bguess(?:es|ing)?\b|\bwrong answers?\b/;

/** A document system's answer to "what if it doesn't know": guardrails against guessing, and citations. */
export function madeUpAnswers(heard: Heard, subjects: readonly Subject[]): Composed | undefined {
  const onDocuments =
    subjects.some((s) => s.kind === "service" && s.service === "rag-qa-systems") ||
    (subjects.length === 0 && /\b(?:our|my|the) (?:docs|documents|files|manuals|policies|handbooks?)\b/.test(heard.text));
  if (!onDocuments || !ASKS_MADE_UP.test(heard.text)) return undefined;
  const lines = ragKeyFeatures.items.filter((item) => /^Guardrails|citations/.test(item));
  if (lines.length === 0) return undefined;
  return {
    text: `Our document Q&A systems are built for that:\n${bullets(lines)}`,
    sources: [SERVICE_PAGES["rag-qa-systems"]],
    suggestions: ["Book a free demo"],
  };
}

/** "Can I keep the intern from seeing certain files?" */
const ASKS_ACCESS =
  /\b(?:keep|stop|prevent|block|restrict|limit|hide)\b.{0,40}\b(?:from (?:seeing|viewing|reading|accessing|getting)|sees?|seeing|access\w*|view\w*)\b|\bwho (?:can|could|gets to|will) (?:see|access|view|read)\b|\bwho (?:has|have|gets|would have|will have) access\b|\b(?:can'?t|cannot|won'?t|not) (?:see|view|access|read|open)\b|\block\w* down\b|\bcleared (?:for|to)\b|\baccess (?:controls?|levels?|rights|permissions)\b|\bpermissions?\b|\brole[- ]based\b|\bonly (?:certain|some|specific) (?:people|staff|users|employees)\b/;

/** Who sees which documents in a document Q&A system: its access controls. */
export function documentAccess(heard: Heard, subjects: readonly Subject[]): Composed | undefined {
  const { text } = heard;
  const aboutDocuments =
    subjects.some((s) => s.kind === "service" && s.service === "rag-qa-systems") ||
    (subjects.length === 0 && /\b(?:documents?|docs|files|records|folders?|binders?|manuals?)\b/.test(text));
  if (!aboutDocuments || !ASKS_ACCESS.test(text)) return undefined;
  return {
    text: `${/^(?:who|which|what|how)\b/.test(text) ? "" : "Yes. "}Our document Q&A systems come with ${lowerFirst(ACCESS_CONTROLS)}.`,
    sources: [SERVICE_PAGES["rag-qa-systems"]],
    suggestions: ["Book a free demo"],
  };
}

/** "Can it read our PDFs and Excel sheets?" */
const ASKS_FILE_TYPES =
  /\bpdfs?\b|\bword (?:docs?|files?|documents?)\b|\b(?:ms )?word\b|\bexcel\b|\bspreadsheets?\b|\bfile (?:types?|formats?)\b|\b(?:kinds?|types?|sorts?) of (?:files|documents|docs)\b|\bformats?\b|\bweb ?pages\b|\bscann?ed\b|\bpowerpoints?\b|\bslides?\b/;
const READS =
  /\b(?:read|handle|work with|support|take|accept|ingest|use|index|search|understand|open|load|deal with|answer (?:questions )?from)\w*\b/;

/** The file types the document Q&A page names. */
export function fileTypes(heard: Heard, subjects: readonly Subject[]): Composed | undefined {
  const { text } = heard;
  // "We have 2,000 pages of PDFs… could you build something?" asks what fits; the PDFs are the story.
  if (!ASKS_FILE_TYPES.test(text) || !READS.test(text) || ASKS_ADVICE.test(text)) return undefined;
  // "Can the chatbot answer questions from our PDFs?": a chatbot is trained on documents too.
  const aboutDocuments =
    subjects.some((s) => s.kind === "service" && s.service === "rag-qa-systems") ||
    (subjects.every((s) => s.kind === "service" && s.service === "ai-chatbots") &&
      /\b(?:documents?|docs|files?|pdfs?|spreadsheets?|excel|manuals?)\b/.test(text));
  if (!aboutDocuments) return undefined;
  return {
    text: `Our document Q&A systems ${withoutStop(WORKS_WITH).replace(/^Works/, "work")}. ${ragProcess.steps[0]!.description}`,
    sources: [SERVICE_PAGES["rag-qa-systems"]],
    suggestions: ["Book a free demo"],
  };
}

/** Messaging apps a visitor may name, as they are spelled; the site speaks of "messaging apps" without naming any. */
const MESSAGING_APPS = [
  "WhatsApp",
  "Facebook Messenger",
  "Messenger",
  "Instagram",
  "Telegram",
  "Slack",
  "Microsoft Teams",
  "iMessage",
  "WeChat",
];
const MESSAGING_APP = new RegExp(`\\b(?:${MESSAGING_APPS.join("|")})\\b`, "i");

/** "Can it connect to WhatsApp?": what the site says of messaging apps, and that it names none. */
export function messagingApps(message: string, plan?: PricingPlan): Composed | undefined {
  const named = MESSAGING_APP.exec(message)?.[0];
  if (!named) return undefined;
  const name = MESSAGING_APPS.find((app) => app.toLowerCase() === named.toLowerCase())!;
  const onPlans = plans.map((plan, i) => {
    const label = plan.features.find((f) => f.included && /messaging app/i.test(f.label))?.label;
    if (label) return `${plan.name}: ${lowerFirst(label)}`;
    return `${plan.name}: ${i > 0 && /^everything in/i.test(plan.featuresLeadIn ?? "") ? `as ${plans[i - 1]!.name}` : "website only"}`;
  });
  return {
    text: `${plan ? `${onPlans[plans.indexOf(plan)]}. ` : ""}Our chatbots answer on your website and in messaging apps: ${lowerFirst(CHANNELS.description)} Our website doesn't name the apps, so ask our team about ${name}. On the plans:\n${bullets(onPlans)}`,
    // Asked of a plan or beside the website ("or just the website?"), the channels answer it; asked of one app alone, the site has no answer.
    ...(plan || /\b(?:or (?:just|only)|not just|not only|besides|as well as|also)\b/.test(message.toLowerCase())
      ? { sources: [PAGE.pricing, SERVICE_PAGES["ai-chatbots"]], suggestions: ["Book a free demo"] }
      : { sources: [], declined: true, actions: [...PERSON_ACTIONS] }),
  };
}

/** "What makes you better than a bigger agency?", "why would I pay you instead of using ChatGPT myself?" */
const ASKS_WHY_US =
  /\bwhy (?:should|would|do|must) (?:i|we) (?:choose|pick|go with|hire|use|work with|pay|trust|buy from) (?:you|u|your|piedmont)\b|\bwhat makes (?:you|u|your (?:company|team|firm|business)|piedmont) (?:\w+ )?(?:different|better|special|unique|stand out)\b|\bwhat sets (?:you|u) apart\b|\bhow (?:are|do) (?:you|u) (?:compare|differ|stack up)\b|\bwhy (?:choose|pick|hire) (?:you|u|piedmont)\b|\b(?:you|u|your (?:\w+ )?(?:training|courses?|chat ?bots?|services?|products?|team|company)) (?:any |really )?(?:better|different) than\b/;

/** A visitor who would do it with a general AI app ("just use ChatGPT myself") or alone. */
const DO_IT_THEMSELVES = /\b(?:chat ?gpt|copilot|gemini|claude|myself|ourselves|in[- ]house|diy|do it (?:my|our)sel(?:f|ves))\b/;

/** What a comparison is made with: "than intercom or tidio", "over just using ChatGPT myself". */
const COMPARED_WITH =
  /\b(?:than|over|vs\.?|versus|compared (?:to|with)|instead of)\s+(?:just\s+)?(?:(?:using|doing|taking|going with|hiring|buying)\s+)?(?:the\s+|a\s+|an\s+)?(?:free\s+)?([^,.?!;]{2,60})/i;
const ENDS_A_NAME =
  /^(?:myself|ourselves|yourself|for|to|in|at|when|if|and|or|with|on|because|which|that|who|instead|courses?|classes|tools?|apps?)$/i;
/** Any business of a kind, which the site's reasons answer: "a bigger agency", "them", "other firms". */
const ANY_RIVAL =
  /^(?:(?:a|an|the|other|another|bigger|big|larger|large|local|some|most|any|those|these|all|cheaper)\s+)*(?:agenc\w*|compan\w*|firms?|freelancers?|consultants?|competitors?|them|others?|vendors?|guys|people|shops?|ones?|businesses|providers?|developers?|it)\b/i;

/** The companies or products a "why you" question names, in the visitor's spelling; none for any business of a kind. */
function rivalIn(message: string): string | undefined {
  const target = COMPARED_WITH.exec(message)?.[1]?.trim();
  if (!target || ANY_RIVAL.test(target)) return undefined;
  // "Intercom or Tidio": each name, up to its first word that is no part of one.
  const names = target
    .split(/\s+(?:or|and)\s+|,\s*/)
    .slice(0, 2)
    .map((part) => {
      const words: string[] = [];
      for (const word of part.split(/\s+/)) {
        if (ENDS_A_NAME.test(word) || words.length === 3) break;
        words.push(word);
      }
      return words.join(" ").replace(/^[a-z]/, (c) => c.toUpperCase());
    })
    .filter(Boolean);
  return names.length ? names.join(" or ") : undefined;
}

/**
 * Why choose us, as the services page lists it; against doing it alone, what a custom assistant is
 * first. Against a company or a product the site never names, it says so first and
 * answers as a decline: the site makes no such comparison.
 */
export function whyUs(heard: Heard, message: string): Composed | undefined {
  if (!ASKS_WHY_US.test(heard.text)) return undefined;
  const rival = rivalIn(message);
  const chatbots = serviceCards.find((card) => card.slug === "ai-chatbots");
  const alone =
    DO_IT_THEMSELVES.test(heard.text) && chatbots ? `What we build is not a general chat app: ${lowerFirst(chatbots.description)} ` : "";
  const reasons = `${servicesCopy.whyIntro}\n${bullets(whyChoose.map((item) => `${item.title}: ${item.description}`))}`;
  if (rival) {
    return {
      text: `Our website doesn't compare us with ${rival}. ${alone}What it says sets us apart: ${lowerFirst(reasons)}`,
      sources: [],
      declined: true,
      actions: [...PERSON_ACTIONS],
    };
  }
  return {
    text: `${alone}${reasons}`,
    sources: alone && chatbots ? [PAGE.services, SERVICE_PAGES["ai-chatbots"]] : [PAGE.services],
    suggestions: ["Book a free demo"],
  };
}

/** Tools a visitor may name, by the kind of system the AI Integration page says we connect to; the page names no product. */
const NAMED_TOOLS = [
  { kind: /^CRM/, system: "your CRM", names: ["Salesforce", "HubSpot", "Zoho", "Pipedrive", "Microsoft Dynamics", "Dynamics 365", "Keap"] },
  { kind: /^Help Desk/, system: "your help desk", names: ["Zendesk", "Freshdesk", "ServiceNow", "Help Scout", "Jira Service Management"] },
];

/** "Can you connect the bot to HubSpot?": what we connect that kind of system for, and that the site names no product. */
export function namedTool(message: string): Composed | undefined {
  for (const tool of NAMED_TOOLS) {
    const named = new RegExp(`\\b(?:${tool.names.join("|")})\\b`, "i").exec(message)?.[0];
    const feature = integrationFeatures.items.find((f) => tool.kind.test(f.title));
    if (!named || !feature) continue;
    const name = tool.names.find((n) => n.toLowerCase() === named.toLowerCase())!;
    return {
      declined: true,
      text: `We connect chatbots and AI workflows to ${tool.system} as part of AI integration: ${lowerFirst(feature.description)} Our website doesn't name ${name}, so our team can tell you how a connection to it would work.`,
      sources: [],
      actions: [...PERSON_ACTIONS],
    };
  }
  return undefined;
}

/** "What are the use cases?", "examples of it being used for regulatory stuff?" */
export const ASKS_USE_CASES =
  /\bexamples? of\b|\bgive (?:me |us )?(?:some |a few )?examples?\b|\buse[- ]cases?\b|\b(?:being|be|is|are) used for\b|\bwhat (?:can|could|would) (?:i|we) use (?:it|this|one) for\b/;

/** Where a chatbot or a document system is used, as its page lists it: who for, what it does, what it saves. */
export function serviceUseCases(service: ServiceId): Composed | undefined {
  const items = service === "ai-chatbots" ? chatbotsUseCases.items : service === "rag-qa-systems" ? ragUseCases.items : undefined;
  if (!items) return undefined;
  const page = SERVICE_PAGES[service];
  return {
    text: `From our ${page.title} page:\n${bullets(items.map((u) => `${u.title} (${lowerFirst(u.audience)}): ${u.description}${u.impact ? ` ${u.impact}.` : ""}`))}`,
    sources: [page],
    suggestions: ["Book a free demo"],
  };
}

/**
 * "Someone said your bots make replies 60% faster: is that something you claim?": where the site
 * states that figure, or undefined when it states none.
 */
export function figureClaimed(text: string): Composed | undefined {
  const figure = /(\d+(?:\.\d+)?)\s*(%|x\b)/i.exec(text);
  if (
    !figure ||
    !/\bclaim\w*|\btrue\b|\breally\b|\bsaid\b|\bheard\b|\bsays?\b|\bstate\w*\b|\bpromis\w*|\btypical\b|\bbest case\b/.test(text)
  )
    return undefined;
  const value = `${figure[1]}${figure[2]!.toUpperCase()}`;
  const statements = [
    ...impactStats.map((s) => ({ value: s.value, text: `${s.value} ${s.label.toLowerCase()}: ${s.description}`, page: PAGE.home })),
    ...(["ai-chatbots", "rag-qa-systems"] as const).flatMap((service) =>
      (service === "ai-chatbots" ? chatbotsUseCases : ragUseCases).items.flatMap((u) =>
        u.impact ? [{ value: u.impact, text: `${u.impact} (${u.title})`, page: SERVICE_PAGES[service] }] : [],
      ),
    ),
    ...successStories.flatMap((story) =>
      story.results.map((r) => ({ value: r.value, text: `${r.value} ${r.label} (${story.title})`, page: PAGE.services })),
    ),
  ].filter((s) => new RegExp(`(?:^|\\D)${figure[1]!.replace(".", "\\.")}\\s*${figure[2] === "%" ? "%" : "x"}`, "i").test(s.value));
  if (statements.length === 0) return undefined;
  const upTo = statements.some((s) => /\bup to\b/i.test(s.value))
    ? ' An "up to" figure is the top of the range, not a promise for every business.'
    : "";
  return {
    text: `Yes, our site states ${value}:\n${bullets(statements.map((s) => s.text))}${upTo} A free demo with your own questions shows what it would do for you.`,
    sources: [...new Map(statements.map((s) => [s.page.url, s.page])).values()],
    suggestions: ["Book a free demo"],
  };
}
