import { mission } from "~/content/about";
import { DEMO_LENGTH, REPLY_WITHIN } from "~/content/book-demo";
import { company } from "~/content/company";
import { webinars } from "~/content/contact";
import { newsletterPage } from "~/content/newsletter";
import { teamCta, teamIntro, teamSection } from "~/content/team";
import { cookiePolicy, privacyPolicy, termsOfService } from "~/content/legal";
import { formatSalary } from "~/content/courses";
import { addOns, formatUsd, planById, plans, type AddOn } from "~/content/pricing";
import { chatbotsProcess } from "~/content/service-pages/ai-chatbots";
import { consultingFeatures } from "~/content/service-pages/ai-consulting";
import { ragFeatures } from "~/content/service-pages/rag-qa-systems";
import { PERSON_ACTIONS } from "~/server/assistant/dialogue.server";
import { composeAnswer, withinAnswerLimit } from "~/server/assistant/compose.server";
import { normalize, retrieve } from "~/server/assistant/retrieval.server";
import { hasWord, hear, sameWord, withoutInstructions, type Heard } from "~/server/assistant/words.server";
import {
  type Aspect,
  type Composed,
  PAGE,
  REACH_A_PERSON,
  SERVICE_IDS,
  SERVICE_PAGES,
  type ServiceId,
  type Subject,
  type Turn,
  YES_NO,
  bullets,
  faqAnswer,
  headingInSentence,
  lowerFirst,
  sentenceList,
  withoutStop,
  quoted,
} from "~/server/assistant/topics/shared.server";
import {
  ASKS_POPULAR,
  addOnOrUpgrade,
  packsNeeded,
  planWithAddOns,
  addOnAnswer,
  addOnPrice,
  addOnsOverview,
  firstYear,
  monthlyOf,
  planAnswer,
  planFeature,
  planForNeeds,
  ASKS_HIDDEN_FEES,
  beyondPlanFees,
  ASKS_SETUP_INCLUDED,
  setupIncluded,
  planPrice,
  planWith,
  documentLimits,
  plansByFit,
  plansOverview,
  popularPlan,
  statesVolume,
} from "~/server/assistant/topics/plans.server";
import {
  ASKS_FIRST_COURSE,
  ASKS_GROUP,
  NEVER_CODED,
  ASKS_GROUP_SIZE,
  courseAdvice,
  nextCourse,
  TEACHES,
  tailoredTraining,
  courseAnswer,
  courseName,
  courseOnTopic,
  courseSource,
  coursesOverview,
  coursesToStartWith,
  levelsOf,
  registration,
} from "~/server/assistant/topics/courses.server";
import {
  ASKS_RESULTS,
  ASKS_USE_CASES,
  figureClaimed,
  afterLaunch,
  fileTypes,
  handOff,
  ASKS_WHO_TRAINS,
  whoTrains,
  ASKS_SEE_CONVERSATIONS,
  conversationsSeen,
  handOffNotice,
  ASKS_NOTICE,
  consultingResult,
  documentAccess,
  leadCapture,
  madeUpAnswers,
  serviceUseCases,
  messagingApps,
  namedTool,
  whyUs,
  results,
  serviceAdvice,
  fittingService,
  ASKS_ADVICE,
  serviceAnswer,
  serviceCard,
  servicesOverview,
  timelines,
} from "~/server/assistant/topics/services.server";
import {
  BIGGER,
  COMPARES,
  POINTS_BACK,
  SMALLER,
  aspectOf,
  aspectsOf,
  remembered,
  rememberedAspect,
  rememberedPlan,
  shiftPlan,
  subjectsIn,
} from "~/server/assistant/topics/hearing.server";
import {
  ASKS_BUSINESS_DATA,
  aboutCompany,
  contactDetails,
  localCompany,
  rightsAsked,
  whoGetsData,
  ASKS_FORM_DATA,
  formData,
  legalParagraph,
  serviceArea,
  retention,
  visitorsData,
} from "~/server/assistant/topics/company.server";
import {
  EVERYDAY_TOPIC,
  WHO_ASKS,
  notOnTheSite,
  notStated,
  offTheSite,
  otherProduct,
  unfamiliarIn,
} from "~/server/assistant/topics/unknown.server";

/**
 * Answers composed from the typed content (decision 0023) for what visitors ask most: prices,
 * plans, add-ons, courses, services, hours, contact details, the service area, the demo, data
 * privacy and what the assistant is. Each is written as a person would say it, from the same
 * modules the pages render, so a price changed there changes the answer. The plan, course or
 * service last talked about stays the subject of a follow-up ("how much is that one?"), and two
 * named together are compared. Anything else is left to retrieval over the site's passages.
 *
 * This module routes a message to its answer; the answers live by subject in `topics/`: plans and
 * add-ons, courses, services, the company itself, what the site does not say (`unknown`), and
 * `hearing`, which finds what a message names and asks.
 */

/** "What does each plan include?", "what's included in the monthly fee?", "what do I get each month?" */
const ASKS_PLANS_INCLUDE =
  /(?:\b(?:each|every|all) (?:plans?|tiers?|packages?)|\b(?:the|your) (?:plans|tiers|packages))\b.{0,20}\b(?:includ\w*|come with|get)\b|\bwhat(?:'?s| is| does| do)? (?:included|includ\w*|covered) in (?:the |a |your )?monthly\b|\bmonthly (?:fee|price|cost|payment)s?\b.{0,20}\b(?:includ\w*|covers?|get)\b|\bwhat do (?:i|we) get\b.{0,20}\b(?:monthly|per month|a month|each month|every month)\b/;

/** This site's own chat, not a chatbot bought from us. */
const ON_THIS_CHAT = /\bthis (?:chat|conversation|assistant)\b|\b(?:you|u) (?:record|save|store|keep|read)\b/;

/** Services side by side on price: only the chatbots publish one, so which costs less is a question for a person. */
function servicePrices(ids: readonly ServiceId[]): Composed {
  const starter = planById("starter");
  const lines = ids.map((id) =>
    id === "ai-chatbots"
      ? `${serviceCard(id).title}: plans start at ${formatUsd(starter.setupFee)} setup, then ${monthlyOf(starter)} (Starter)`
      : `${serviceCard(id).title}: no published price; we quote it after a free demo or consultation`,
  );
  const priced = ids.filter((id) => id === "ai-chatbots").length;
  return {
    text: `${priced === ids.length ? "" : "Our website can't say which costs less: only the chatbot plans have published prices.\n"}${bullets(lines)}`,
    sources: [],
    declined: true,
    actions: [...PERSON_ACTIONS],
  };
}

function compare(subjects: readonly Subject[]): Composed | undefined {
  const [first] = subjects;
  if (!first || subjects.length < 2 || !subjects.every((s) => s.kind === first.kind)) return undefined;
  switch (first.kind) {
    case "plan": {
      const chosen = plans.filter((p) => subjects.some((s) => s.kind === "plan" && s.plan.id === p.id));
      return {
        text: [
          ...chosen.map((plan) => {
            const features = plan.features.filter((f) => f.included).map((f) => lowerFirst(f.label));
            return `${plan.name}: ${formatUsd(plan.setupFee)} setup, then ${monthlyOf(plan)}. ${plan.featuresLeadIn ?? "Includes"} ${sentenceList(features)}. Best for ${lowerFirst(withoutStop(plan.bestFor))}.`;
          }),
          "Not sure which fits? A free demo ends with our recommendation.",
        ].join("\n\n"),
        sources: [PAGE.pricing],
      };
    }
    case "service": {
      const ids = SERVICE_IDS.filter((id) => subjects.some((s) => s.kind === "service" && s.service === id));
      return {
        text: [
          bullets(ids.map((id) => `${serviceCard(id).title}: ${serviceCard(id).description}`)),
          "Many businesses start with one and add the other; a free demo or consultation tells you which fits first.",
        ].join("\n"),
        sources: ids.map((id) => SERVICE_PAGES[id]),
      };
    }
    case "course": {
      const items = subjects.flatMap((s) =>
        s.kind === "course" ? levelsOf(s.course, s.level).map((l) => ({ course: s.course, level: l })) : [],
      );
      return {
        text: items
          .map(({ course, level }) => {
            const prerequisites = level.content?.prerequisites ? ` What you need first: ${lowerFirst(level.content.prerequisites)}` : "";
            const salary = ` Typical salary for its skills: about ${formatSalary(level.salaryPotential)} a year.`;
            return `${courseName(course, level)}: ${level.duration}, for ${lowerFirst(level.audienceSummary)}.${prerequisites}${salary}`;
          })
          .join("\n\n"),
        sources: [...new Map(items.map(({ course }) => [course.slug, courseSource(course)])).values()],
      };
    }
    case "addOn":
      return {
        text: bullets(subjects.flatMap((s) => (s.kind === "addOn" ? [`${addOnPrice(s.addOn)} ${s.addOn.description}`] : []))),
        sources: [PAGE.pricing],
      };
  }
}

const ASKS_WHAT_YOU_ARE =
  /^(?:who|what) are you\b|\bare you (?:a |an )?(?:bot|robot|human|real|person|ai|chatgpt|machine|live)\b|\b(?:am i|are we) (?:talking|chatting|speaking) (?:to|with)\b|\bis this (?:chat |thing |assistant )?(?:a |an )?(?:bot|human|real person|person|ai|live)\b|\bhow do you (?:know|work)\b/;

const ASKS_REPLY_TIME =
  /\b(?:reply|replies|respond|response|gets? back|hear back|hear from|call me back|follow up)\b|\bwhen (?:will|would|do|does|can) (?:someone|somebody|you|u|i|we|anyone)\b.{0,20}\b(?:answer|reply|respond|get back|hear)|\bhow (?:long|soon|fast|quickly)\b.{0,30}\b(?:answer|hear|reply|respond|get back)\w*/;

const ASKS_OVERAGE =
  /\bgo(?:es|ing)? over\b|\bexceed|\brun out\b|\bblow(?:s|ing)? (?:past|through)\b|\bcharged? (?:extra|more)\b.{0,30}\bquer|\bquer(?:y|ies)\b.{0,40}\b(?:charged? extra|stops? working)\b|\boverage\b|\bextra fees\b|\bmore (?:queries|questions) than\b|\bover (?:the|my|our) (?:query |monthly )?limit\b|\bper[- ]use\b|\busage[- ]based\b|\bpay per\b|\bcharges? (?:per|by the)\b/;

/** "Which plan should we get?", "what package is best for a dentist?" */
const ASKS_WHICH_PLAN =
  /\b(?:which|wich|what)(?: of (?:your|the))? (?:plan|package|tier|option)s?\b.{0,40}\b(?:best|right|fit|fits|suits?|should|recommend\w*|good for|makes sense|looking at|need|for (?:us|me)|covers?|handles?|supports?|enough|takes?)\b|\bwhich (?:plan|package|tier) (?:do|should|would) (?:i|we)\b|\b(?:do (?:you|u) have|is there|got) (?:a|any) (?:plan|package|tier)s? (?:that (?:works|fits|suits|is good)|for (?:a |an )?(?:small|tiny|local|one|solo))\b/;

const ASKS_SERVICES =
  /^(?:more )?information(?: please)?[?.!]*$|^(?:so )?what (?:you|u) (?:guys |all )?do(?: exactly)?[?.!]*$|^tell me (?:more|about (?:it|this|yourselves|your business))[?.!]*$|\bwhat (?:services|solutions)\b|\bwhat (?:do|does|can) (?:you|your company|piedmont[\w ]*)(?: (?:guys|all|folks|people))? (?:do|offer|sell|provide|help (?:me |us )?with)\b|\bwhat (?:is it|exactly) (?:that )?(?:you|your company|you all)(?: actually| exactly| really)? do\b|\bwhat (?:do|does) (?:you all|your team|your company)(?: actually| exactly| really)? do\b|\bservices (?:do you|you) (?:offer|provide|have)\b|\b(?:list|overview) of (?:your )?services\b|\bwhat kind of (?:work|services)\b/;

const ASKS_COURSES =
  /\b(?:what|which|list|any|other|how many)\b.{0,25}\b(?:courses|classes|trainings?|programs)\b|\bdo you (?:do|offer|run|have|provide) (?:ai )?training\b/;

const ASKS_PLANS = /\b(?:what|which|list|your|the|all|three|3) (?:chatbot )?(?:plans|packages|tiers|pricing options)\b/;

// ("What does the top plan add on top of that?" asks of a plan.)
const ASKS_ADD_ONS = /\badd[- ]?ons?\b(?! (?:top|to)\b)|\baddons?\b|\bextras\b/;

/** A refund of ours ("can I get a refund?", "refunds?"), not one of the visitor's business ("a core charge refund"). */
const ASKS_GUARANTEE =
  /\bguar[ae]nt[e]{1,2}|\bmoney[- ]back\b|(?:^|\b(?:a|an|the|my|our|your|ur|full|partial|any|get|for|no|of|do|offer|give|issue|about|on|is there|there a)\s+)refund(?:s|ed)?\b|\brefund (?:policy|if|when|on|for|the|my|it)\b|\brefundable\b|\b(?:not|un) ?(?:happy|satisfied)\b.{0,30}\b(?:after|within|first)\b.{0,12}\b(?:days?|week)\b|\bchange (?:my|our) minds?\b/;

// ("The demo videos" are the carousel's recordings, not the demo a visitor books.)
const ASKS_DEMO = /\bdemos?\b(?! videos?)|\bdemm?o+s?\b(?! videos?)/;

const DEMO_FIELDS = ["name", "e-mail", "company", "what the demo should cover"];

const ASKS_CONSULTATION = /\bconsultation\b/;

const ASKS_WEBINARS = /\bwebinars?\b/;

/** "I want AI in my business but don't know where to start", "can you help my business?", "is AI worth it for us?" */
const ASKS_WHERE_TO_START =
  /\b(?:where|how) (?:do|should|can|would|does) (?:i|we|an? \w+(?: like \w+)?) (?:even )?(?:start|begin|get started)\b|\bhow (?:to|do (?:i|we)) get (?:started|going)\b|\b(?:whats|what is|what are) the (?:first|next) steps?\b|\bdon'?t (?:even |really )?know where to (?:start|begin)\b|^(?:i|we) need (?:some )?(?:ai|help)\b|\b(?:can|could) (?:you|u) help (?:my|our) (?:business|company)\b|\bworth it for (?:a )?(?:small|our|my)\b|\bis ai (?:even )?worth it\b|\b(?:not sure|unsure|wondering|no idea)\b.{0,30}\b(?:ai|this)\b.{0,25}\b(?:for us|for me|worth it|right for|makes? sense)\b|\bis ai (?:even )?(?:for|right for) (?:us|me|my|our)\b/;

const ASKS_UNSUBSCRIBE =
  /\bunsubscrib\w*|\b(?:stop|cancel|leave|end)\b.{0,20}\b(?:newsletter|e-?mails? from you|mailing list|subscription)\b|\b(?:get|take) (?:me )?off (?:the|your) (?:list|newsletter|mailing list)\b/;

/** "Who's on your team?", "are they engineers?", "who runs the company?" */
const ASKS_TEAM =
  /\bwho(?:s| is| are)? (?:on|in) (?:your|the) team\b|\bwho works (?:at|for|with) (?:you|piedmont)|\bwho (?:runs|leads|founded|owns|started) (?:the company|piedmont|it|you)\b|\b(?:your|the) (?:team|staff|people|founders?|leadership)\b.{0,30}\b(?:engineers?|experts?|experienced|qualified|background)\b|\b(?:meet|about) (?:the|your) (?:team|founders?|leadership)\b|\bleadership team\b|\bwho (?:would|will|do|does) (?:i|we) (?:actually |really )?(?:be )?(?:deal|work|talk|speak)(?:ing)? (?:with|to)\b|\b(?:big|large) (?:outfit|company|firm|operation|shop|agency)\b.{0,20}\bsmall\b/;

/** The RAG page's promise about documents and public models. */
const RAG_PRIVATE = quoted(
  ragFeatures.items,
  (f) => /\bpublic models\b/.test(f.description),
  "document Q&A feature about public models",
).description;

/** "Where is our data stored?": the RAG page's word on it (which region, it does not say). */
const ASKS_WHERE_STORED =
  /\bwhere (?:is|are|will|would|do|does) (?:our|the|all (?:our|the)) (?:\w+ )?(?:data|documents?|docs|files?|records)\b.{0,25}\b(?:stored|kept|hosted|live|go|end up|sit|saved)\b/;

/** A yes-or-no question about data whose right answer is "No": trained on, shared, sold. */
const ASKS_DATA_MISUSE = /\btrain(?:s|ed|ing)?\b|\bshar(?:e|es|ed|ing)\b|\bsell\b|\bsold\b|\bresell\b|\bgive (?:it|them) to\b/;

/** "Is what your bot says legally binding?", "are its answers always right?": the terms' word on the assistant. */
const ASKS_IF_BINDING =
  /\b(?:legally )?binding\b|\bhold (?:you|u|y'?all|the company) to (?:it|that|the (?:price|quote))\b|\b(?:guaranteed?|always|100 ?%) (?:to be )?(?:correct|right|accurate|true)\b|\b(?:trust|rely on) (?:the |your |ur |its |what )?(?:answers?|assistant|bot|chat ?bot|it says)\b|\bcan (?:it|you|the (?:bot|assistant)) be wrong\b/;

/** "Do you track me?", "Google Analytics or pixels?" (not the Analytics Dashboard add-on). */
const ASKS_TRACKING =
  /\btrack(?:s|ed|ing)? (?:me|us|my|visitors|people|you)\b|\bgoogle analytics\b|\b(?:tracking |facebook |meta )?pixels?\b/;

const ASKS_COOKIES = /\bcookies?\b/;

/** The terms' paragraph on the assistant's answers. */
const ASSISTANT_TERMS = legalParagraph(termsOfService, "The chat assistant gives");

/** "How big is your company?", "will the person who sells it build it, or an offshore team?" */
const ASKS_WHO_DOES_THE_WORK =
  /\bhow (?:big|large|small) (?:is (?:your|ur|the) (?:team|company|firm|business|outfit|shop)|are (?:you|yall|y all))\b|\bcompany size\b|\boffshore\b|\boutsourc\w*|\bsubcontract\w*|\b(?:hand(?:s|ed)?|pass(?:es|ed)?) (?:it |us |me )?off\b.{0,40}\b(?:team|someone|people|company|developers?)\b|\b(?:same person|same people|one (?:who|that) (?:builds?|is building))\b/;

/** The terms' paragraph on the site's own text, graphics and logo. */
const CONTENT_TERMS = legalParagraph(termsOfService, "The text, graphics, logo");

/** "Can I copy a few paragraphs off your site for my blog?", "may we use your logo?" */
const ASKS_REUSE =
  /\b(?:copy|copies|copying|reuse|re-use|republish|repost|quote|reprint|screenshots?|screen ?grabs?)\b.{0,40}\b(?:your|ur|the) (?:sites?|websites?|web site|pages?|text|content|articles?|graphics|logo|images?|pictures?|blog posts?)\b|\buse (?:your|ur) (?:logo|text|content|graphics|images|pictures|articles|blog posts?)\b|\bcopyright(?:ed)?\b/;

/** "What AI do you build on?", "which LLM powers it?": the platform, not a course that teaches one. */
const ASKS_PLATFORM =
  /\b(?:which|what) (?:ai|llms?|models?|language models?|platform|cloud|tech(?:nology)?|tech stack|stack)\b.{0,30}\b(?:use|using|built|build|run|runs|based|power|powers)\b|\bwhat (?:do|does) (?:you|u|it|the (?:bot|chatbot|assistant)) (?:build|run|built) on\b|\b(?:run|host)\w* (?:the |your |ur )?(?:ai )?models? on (?:your|ur) own\b|\bown servers?\b|\b(?:run|host|train|build|have) (?:your|ur) own (?:ai |language )?models?\b|\bwhy\b.{0,40}\b(?:aws|amazons?)\b/;

/** Another company's models or cloud, which the site never mentions. */
const OTHER_VENDOR = /\b(?:openai|chat ?gpt|gpt[- ]?\d\w*|claude|anthropic|gemini|google cloud|azure|llama|mistral)\b/;

const VENDOR_SPELLING: Record<string, string> = { openai: "OpenAI", chatgpt: "ChatGPT", "chat gpt": "ChatGPT", gpt: "GPT" };

/** A visitor saying who they are: "we're a 15 person HVAC company", "I run a bakery in Concord". */
const INTRODUCES =
  /^(?:(?:hi|hello|hey)[,!.]?\s+)?(?:we(?:'re| are)|i(?:'m| am)|i (?:run|own|manage)|my (?:company|business|firm|shop) is|our (?:company|business|firm) is)\s+(?:a|an|the owner of|a small|small)\b/;

/** Words that make a message a question or a request, question mark or not. */
const ASKS_ANYTHING =
  /\?|\b(?:can|could|would|will|do|does|did|is|are|how|what|which|when|where|why|who|should|need|want|looking|interested|help|sure|any|if|whether)\b|\b(?:y'?all|u)\b/;

/** Another vendor a message names, spelled as the vendor spells it. */
function vendorNamed(text: string): string | undefined {
  return OTHER_VENDOR.exec(text)?.[0].replace(/^(?:openai|chat ?gpt|gpt)|\b\w/g, (w) => VENDOR_SPELLING[w] ?? w.toUpperCase());
}

/** The RAG page's "Always Up to Date": no retraining when a document changes. */
const UP_TO_DATE = quoted(ragFeatures.items, (f) => /\bretraining\b/.test(f.description), "document Q&A feature about retraining");
/** The about page's sentence on what the company builds on. */
const BUILDS_ON = quoted(
  mission.paragraphs,
  (p) => /foundation-model service/.test(p),
  "mission paragraph on the foundation-model service",
);

/** Keeping a document system current: "do we have to retrain it when a policy changes?" */
const ASKS_RETRAIN =
  /\bre-?train\w*|\b(?:update|change|revise|replace|add|edit)\w*\b.{0,40}\b(?:documents?|docs|handbooks?|polic(?:y|ies)|pdfs?|manuals?|files?)\b.{0,60}\b(?:train\w*|reflect\w*|redo|rebuild|pay)\b/;

/** "Can it connect to Dentrix?": a connection asked for. */
const ASKS_CONNECTION = /\b(?:integrat\w*|connect\w*|hook\w*|sync\w*|pull\w*|push\w*|plug\w*|link\w*|compatible)\b/;

function standalone(heard: Heard, subjects: readonly Subject[], message = ""): Composed | undefined {
  const { text } = heard;
  if (EVERYDAY_TOPIC.test(text)) return notOnTheSite();
  // "Consulting vs integration, to hook it into salesforce?" compares; the product is by the way.
  const connects = ASKS_CONNECTION.test(text) && !(subjects.length >= 2 && COMPARES.test(text));
  const product = connects ? otherProduct(message) : undefined;
  // "Can the $99 plan also answer Instagram DMs?": a messaging app named of a plan or the chatbots.
  // "Which plan lets it work on WhatsApp?" is the plan for a need, below.
  const planNamed = subjects.find((s) => s.kind === "plan");
  const app =
    subjects.every((s) => s.kind === "plan" || (s.kind === "service" && (s.service === "ai-chatbots" || s.service === "ai-integration"))) &&
    !/\b(?:which|what) (?:plan|tier|package|one)\b/.test(text)
      ? messagingApps(text, planNamed?.kind === "plan" ? planNamed.plan : undefined)
      : undefined;
  if (app) return app;
  const tool = connects ? namedTool(message) : undefined;
  if (tool) return tool;
  if (product) {
    return {
      declined: true,
      text: `Our website doesn't mention ${product}, so I can't say whether we can connect to it: that depends on the system, and our team can tell you. ${REACH_A_PERSON}`,
      sources: [],
      actions: [...PERSON_ACTIONS],
    };
  }
  // "When we update the handbook, do we have to pay to retrain it?": the RAG page's "Always Up to Date".
  if (ASKS_RETRAIN.test(text) && subjects.every((s) => s.kind === "service" && s.service !== "ai-training")) {
    return { text: `${YES_NO.test(text) ? "No. " : ""}${UP_TO_DATE.description}`, sources: [SERVICE_PAGES["rag-qa-systems"]] };
  }
  const handedOn =
    handOff(heard, subjects) ??
    fileTypes(heard, subjects) ??
    afterLaunch(heard, subjects) ??
    documentLimits(heard, subjects) ??
    consultingResult(heard, subjects) ??
    documentAccess(heard, subjects) ??
    leadCapture(heard, subjects) ??
    madeUpAnswers(heard, subjects) ??
    figureClaimed(text);
  if (handedOn) return handedOn;
  const [only] = subjects;
  const cases = only?.kind === "service" && subjects.length === 1 && ASKS_USE_CASES.test(text) ? serviceUseCases(only.service) : undefined;
  if (cases) return cases;
  if (ASKS_RESULTS.test(text) && subjects.every((s) => s.kind === "service") && !/\b(?:course|class|training)\b/.test(text)) {
    return results(subjects);
  }
  const onTopic = courseOnTopic(heard, subjects);
  if (onTopic) return onTopic;
  // "Which tier for 15k inquiries a month?": the plan that covers what is described.
  const planWords = /\b(?:plans?|packages?|tiers?)\b/.test(text);
  if (
    (planWords &&
      (ASKS_WHICH_PLAN.test(text) ||
        /\b(?:which|what) (?:one|plan|tier)\b|\b(?:smallest|cheapest|lowest|right|best) (?:plan|tier|package|option)\b/.test(text))) ||
    /\bput (?:us|me|them|him|her) on\b/.test(text) ||
    // "An assistant on our website, 8 documents: what would you recommend?"
    // "…300 questions a month… What would it cost us to get started?"
    (statesVolume(text) &&
      (/\b(?:recommend|suggest|what would (?:you|u))\b/.test(text) || aspectOf(heard) === "price") &&
      /\b(?:website|chat ?bot|bot|assistant)\b/.test(text))
  ) {
    const fit = planForNeeds(heard);
    if (fit) return fit;
  }
  if (planWords && ASKS_POPULAR.test(text)) {
    const popular = popularPlan();
    if (popular) return popular;
  }
  if (ASKS_IF_BINDING.test(text)) {
    return {
      text: `${ASSISTANT_TERMS} For a price you can count on, ask us: write to ${company.email} or call ${company.phone.display}.`,
      sources: [PAGE.terms],
    };
  }
  if (ASKS_REUSE.test(text) && subjects.length === 0) {
    return { text: `${CONTENT_TERMS} Write to ${company.email} to ask.`, sources: [PAGE.terms] };
  }
  // "When was the privacy policy last updated?": each legal page's date.
  if (
    /\b(?:last )?updated\b|\bmost recent(?:ly)?\b|\blast (?:changed|revised|modified)\b|\bhow (?:old|current)\b/.test(text) &&
    /\b(?:privacy|cookies?|terms)\b/.test(text)
  ) {
    const documents = [privacyPolicy, cookiePolicy, termsOfService];
    const asked = documents.filter((d) => text.includes(d.title.toLowerCase().split(" ")[0]!));
    const listed = asked.length ? asked : documents;
    return {
      text: `${bullets(listed.map((d) => `${d.title}: last updated ${d.lastUpdated.label}`))}\nThe date at the top of each page shows its latest version.`,
      sources: listed.map((d) => ({ url: d.path, title: d.title })),
    };
  }
  // Who receives a visitor's information, the demo videos' player among them (before cookies: the player sets its own).
  const shared = whoGetsData(heard);
  if (shared) return shared;
  const cookies = ASKS_COOKIES.test(text) || hasWord(heard, "cookies", "cookie");
  if (ASKS_TRACKING.test(text) || (cookies && !subjects.some((s) => s.kind === "plan" || s.kind === "addOn"))) {
    // "If I block them, does the site still work?", "what about the chat?": the policy's own paragraph on it.
    if (/\b(?:block|disable|turn(?:ing)? off|refus|delet|clear|videos?|play|chat|third[- ]party)\w*/.test(text)) {
      const retrieval = retrieve(text);
      const hits = retrieval.hits.filter((hit) => hit.passage.url === PAGE.cookies.url);
      if (hits.length) return { text: composeAnswer({ ...retrieval, hits }), sources: [PAGE.cookies] };
    }
    return { text: cookiePolicy.description, sources: [PAGE.cookies, PAGE.privacy] };
  }
  if (ASKS_WHAT_YOU_ARE.test(text)) {
    return {
      text: `I'm an automated assistant: I answer from the pages of this website and show the pages I used, so you can check them. I'm not a person, and I can't see anything beyond this site. ${REACH_A_PERSON}`,
      sources: [PAGE.terms],
      actions: [...PERSON_ACTIONS],
    };
  }
  // "40 staff use ChatGPT every day: which course?" names a vendor but asks for a course.
  const advice = nextCourse(heard, subjects) ?? courseAdvice(heard, subjects) ?? serviceAdvice(heard, subjects);
  if (advice) return advice;
  const why = whyUs(heard, message);
  if (why) return why;
  // "Word by word like ChatGPT" names a vendor to say what is meant, not to ask about it.
  // "To use ChatGPT better at work" names a tool the visitor uses.
  const likeVendor = new RegExp(
    `\\b(?:like|similar to|such as|as good as|better than|compared (?:to|with)|(?:to|we|they|i|staff|team|people|folks|employees) (?:use|using|uses))\\s+(?:a |the )?${OTHER_VENDOR.source}`,
  ).test(text);
  // "Will our docs end up training ChatGPT?" asks what happens to the data, whatever model is named.
  const aboutData = ASKS_BUSINESS_DATA.test(text);
  if ((ASKS_PLATFORM.test(text) || (OTHER_VENDOR.test(text) && !likeVendor && !aboutData)) && !subjects.some((s) => s.kind === "course")) {
    const vendor = vendorNamed(text);
    // "Why AWS?": the FAQ's reason, then what the about page says is built on it.
    if (/\bwhy\b/.test(text) && !vendor) {
      const more = BUILDS_ON.replace(/^[^.]+\. That /, "Building on it rather than running our own models also ");
      return { text: `${faqAnswer("aws")} ${more}`, sources: [PAGE.faq, PAGE.about] };
    }
    // "What do you build on, OpenAI?": what the site says, and that it names no other vendor.
    if (vendor && ASKS_PLATFORM.test(text)) {
      return {
        text: `${BUILDS_ON} Our website doesn't mention ${vendor}, and doesn't name one particular model.`,
        sources: [PAGE.about, PAGE.faq],
      };
    }
    if (vendor) {
      return {
        declined: true,
        text: `Our website only describes building on a managed foundation-model service in the AWS cloud; it doesn't say anything about ${vendor}. ${REACH_A_PERSON}`,
        sources: [],
        actions: [...PERSON_ACTIONS],
      };
    }
    return { text: `${BUILDS_ON} Our website doesn't name one particular model.`, sources: [PAGE.about, PAGE.faq] };
  }
  // "How big is your company?": no head count ("how many employees?" is declined), but who does the work.
  if (ASKS_WHO_DOES_THE_WORK.test(text)) {
    return {
      text: `${/\bhow (?:big|large|small)\b|\bsize\b/.test(text) ? "Our website doesn't give a head count. " : ""}${teamSection.intro} ${teamIntro.lead} Meet them on our team page.`,
      sources: [PAGE.team, PAGE.about],
    };
  }
  const rights = rightsAsked(heard);
  if (rights) return rights;
  if (ASKS_FORM_DATA.test(text)) {
    const stored = formData(text);
    if (stored) return stored;
  }
  const stated = notStated(heard, subjects);
  if (stated) return stated;
  // "We're just outside Kannapolis… what would it cost us?" asks a price; the town is who asks.
  const area = aspectOf(heard) === "price" ? undefined : serviceArea(heard);
  if (area && subjects.length === 0) return area;
  const own = visitorsData(heard);
  if (own) return own;
  if (
    ASKS_REPLY_TIME.test(text) &&
    /\bhow (?:long|soon|fast|quickly)\b|\bwhen (?:will|would|do|does|can)\b/.test(text) &&
    subjects.length === 0
  ) {
    return { text: `${faqAnswer("response-time")} Our hours are ${company.openingHours.label}.`, sources: [PAGE.faq, PAGE.contact] };
  }
  const local = localCompany(heard);
  if (local) return local;
  const contact = contactDetails(heard, subjects);
  if (contact) return contact;
  if (ASKS_REPLY_TIME.test(text) && subjects.length === 0) {
    return { text: `${faqAnswer("response-time")} Our hours are ${company.openingHours.label}.`, sources: [PAGE.faq, PAGE.contact] };
  }
  if (ASKS_OVERAGE.test(text)) {
    const plan = subjects.find((s) => s.kind === "plan");
    const allowance = plan?.kind === "plan" ? plan.plan.features.find((f) => /quer/i.test(f.label)) : undefined;
    // "What's the all-in cost of the middle plan, and is there anything that charges per use?": both.
    const price = plan?.kind === "plan" && aspectOf(heard) === "price" ? `${planPrice(plan.plan)}${firstYear(plan.plan, text)} ` : "";
    return {
      text: `${price}${allowance && plan?.kind === "plan" ? `${plan.plan.name} includes ${lowerFirst(allowance.label)}. ` : ""}${faqAnswer("overage")}`,
      sources: [PAGE.faq, PAGE.pricing],
    };
  }
  if (ASKS_GUARANTEE.test(text)) {
    // The one refund the site states is the Starter plan's: of another plan, that is the answer;
    // of a course or a service, a question the site does not answer.
    const ofService = /\b(?:course|training|class|consult|integration|rag\b)/.test(text);
    // "A 30-day full refund on every plan?": the premise is not what the site states.
    const days =
      /\b(\d+)[- ]?days?(?: full| money[- ]back)? (?:refund|guarantee|satisfaction|money[- ]back)|\b(?:refund|guarantee)\w* (?:of |for |within )?(\d+)[- ]?days?\b/
        .exec(text)
        ?.slice(1)
        .find(Boolean);
    const wrongTerms = (days !== undefined && days !== "7") || /\b(?:every|each|any|all(?: of)?(?: the)?(?: your)?) plans?\b/.test(text);
    if (wrongTerms && !ofService) {
      return {
        text: `No: ${lowerFirst(faqAnswer("guarantee", ""))} It is the only refund our website states. ${REACH_A_PERSON}`,
        sources: [PAGE.pricing, PAGE.faq],
      };
    }
    if (/\b(?:premium|professional|add[- ]?ons?)\b/.test(text) && !ofService) {
      return {
        // The FAQ's "Yes." answers whether there is a guarantee, not whether this plan has one.
        text: `${faqAnswer("guarantee", "")} It is the only refund our website states: none is stated for the other plans. ${REACH_A_PERSON}`,
        sources: [PAGE.pricing, PAGE.faq],
      };
    }
    if (ofService) {
      return {
        text: `Our website doesn't say anything about that refund. The only one it states is our 7-day satisfaction guarantee on the Starter plan's setup fee. ${REACH_A_PERSON}`,
        sources: [],
        actions: [...PERSON_ACTIONS],
        declined: true,
      };
    }
    return { text: faqAnswer("guarantee", text), sources: [PAGE.pricing, PAGE.faq] };
  }
  if (ASKS_TEAM.test(text)) {
    return {
      text: `${teamIntro.lead} ${teamSection.intro} Meet them on our team page. ${teamCta.text}`,
      sources: [PAGE.team, PAGE.about],
      suggestions: ["Book a free demo"],
    };
  }
  // "What's in your newsletter, is it spammy?"
  if (
    /\bnewsletters?\b/.test(text) &&
    subjects.length === 0 &&
    !ASKS_UNSUBSCRIBE.test(text) &&
    !/\bsign(?:ing)? up\b|\bsubscribe\b|\bjoin\b/.test(text)
  ) {
    return {
      text: `${newsletterPage.description} ${newsletterPage.pointsHeading}:\n${bullets(newsletterPage.points)}`,
      sources: [{ url: newsletterPage.path, title: newsletterPage.title }],
      suggestions: ["Subscribe to the newsletter"],
    };
  }
  if (ASKS_UNSUBSCRIBE.test(text)) {
    const [, , noSpam] = newsletterPage.points;
    return {
      text: `${noSpam!.replace(/^No spam: every/, "Every")}: it takes you to a page that asks once, then stops the newsletter and deletes your address from our list. You can also write to ${company.email}.`,
      sources: [{ url: newsletterPage.path, title: newsletterPage.title }],
    };
  }
  if (
    (ASKS_FIRST_COURSE.test(text) ||
      (NEVER_CODED.test(text) && /\b(?:anything|any of|all for|which|what (?:can|could|should))\b/.test(text))) &&
    (subjects.length === 0 || subjects.every((s) => s.kind === "service" && s.service === "ai-training"))
  )
    return coursesToStartWith();
  if (ASKS_WHERE_TO_START.test(text) && subjects.every((s) => s.kind === "service" && s.service !== "ai-training")) {
    // "I want to sign up for the chatbot, what's the next step?": the demo, then how a chatbot is built.
    if (subjects.length === 1 && subjects[0]!.kind === "service" && subjects[0]!.service === "ai-chatbots") {
      const process = about(subjects[0]!, "process", text);
      return {
        text: `The next step is our free demo. ${faqAnswer("demo")} From there: ${lowerFirst(process.text)}`,
        sources: [PAGE.demo, SERVICE_PAGES["ai-chatbots"], PAGE.pricing],
        suggestions: ["Book a free demo"],
      };
    }
    const overview = servicesOverview();
    // "Do you offer AI consulting for companies that don't know where to start?": yes, that is what it is for.
    const named = subjects.length === 1 && subjects[0]!.kind === "service" ? subjects[0]!.service : undefined;
    if (named === "ai-consulting") {
      return {
        text: `Yes. AI consulting is made for that: ${lowerFirst(serviceCard(named).description)} A good first step is a free consultation or demo: we learn how your business works, show you where AI would save the most time, and tell you what it would cost, with no commitment.`,
        sources: [SERVICE_PAGES[named], PAGE.demo, PAGE.services],
        suggestions: ["Book a free demo"],
      };
    }
    return {
      text: `${/\b(?:can|could) (?:you|u) help\b/.test(text) ? "Yes. " : ""}A good first step is our free demo or consultation: we learn how your business works, show you where AI would save the most time, and tell you what it would cost, with no commitment. ${overview.text.replace(/\nTell me which one[^\n]*$/, "")}`,
      sources: [PAGE.services, PAGE.demo, SERVICE_PAGES["ai-consulting"]],
      suggestions: ["Book a free demo"],
    };
  }
  // "How does this even work?" as a first question: how a chatbot, the product most visitors come for, is built.
  if (/^(?:so |ok |but |and )?how (?:does|do) (?:this|it|this all|all this|that)(?: \w+)? work\b/.test(text) && subjects.length === 0) {
    return about({ kind: "service", service: "ai-chatbots" }, "process", text);
  }
  if (ASKS_WEBINARS.test(text)) {
    return {
      text: `${YES_NO.test(text) ? "Yes. " : ""}${webinars.intro} Upcoming webinars are listed on our contact page, where you can register for one. ${webinars.empty.text.replace(/ Subscribe at the bottom of this page,/, " Subscribe to it,")}`,
      sources: [PAGE.contact],
      suggestions: ["Subscribe to the newsletter"],
    };
  }
  const registering = tailoredTraining(heard, subjects) ?? registration(heard, subjects);
  if (registering) return registering;
  if (ASKS_CONSULTATION.test(text) && !ASKS_DEMO.test(text)) {
    return {
      text: `Our first conversation is free, with no credit card required: request a consultation through our contact page or book a free demo, and we reply within ${REPLY_WITHIN}. In an AI consulting engagement we cover ${sentenceList(consultingFeatures.items.map((f) => headingInSentence(f.title)))}.`,
      // "How do I schedule one?" asks where to ask for it: the pages to do that, first.
      sources: /\b(?:schedul\w*|book\w*|set up|arrange|request|get one|sign up)\b/.test(text)
        ? [PAGE.contact, PAGE.demo, SERVICE_PAGES["ai-consulting"]]
        : [SERVICE_PAGES["ai-consulting"], PAGE.contact, PAGE.faq],
      actions: [{ label: "Send us a message", url: "/contact" }],
    };
  }
  // "Can I get a free trial for a month instead of a demo?": the FAQ says no, and offers the demo.
  // ("What does the thing you offer instead involve?" after it asks of the demo.)
  if (
    /\b(?:free )?trials?\b|\btry (?:it|you|this|them) out\b|\btest[- ]?drive\b|\btry (?:it|the \w+) (?:for )?free\b/.test(text) &&
    !/\btrial (?:and|&) error\b|\bclinical trials?\b|\binstead\b(?! of)/.test(text)
  ) {
    return { text: faqAnswer("trials", text), sources: [PAGE.faq, PAGE.demo], suggestions: ["Book a free demo"] };
  }
  if (ASKS_DEMO.test(text) && subjects.every((s) => s.kind === "service")) {
    return {
      text: `The free demo takes ${DEMO_LENGTH}. ${faqAnswer("demo").replace(/^The demo lasts [^.]+\. /, "")} It's free, commits you to nothing and needs no credit card. A request asks for your ${sentenceList(DEMO_FIELDS)}, and we reply within ${REPLY_WITHIN}. I can request it for you right here.`,
      sources: [PAGE.demo, PAGE.faq],
      suggestions: ["Book a free demo"],
    };
  }
  if (
    ASKS_WHERE_STORED.test(text) &&
    // "Where does it live, and who can see it?" is the FAQ's whole answer on privacy.
    !/\b(?:regions?|country|physically|data cent(?:er|re)s?|who|see|access|safe|secure|private|train\w*)\b/.test(text)
  ) {
    return {
      text: `${RAG_PRIVATE} Our website doesn't say which AWS region they are in.`,
      sources: [SERVICE_PAGES["rag-qa-systems"], PAGE.faq],
    };
  }
  if (ASKS_BUSINESS_DATA.test(text) && !/\bcookies?\b|\bdelete|\bpersonal\b/.test(text)) {
    // The FAQ's "Yes" answers "is it private?"; "is it used to train models?" is answered "No".
    const misuse = YES_NO.test(text) && ASKS_DATA_MISUSE.test(text);
    return {
      text: `${misuse ? "No. " : ""}${faqAnswer("data-privacy", misuse ? "" : text)} ${RAG_PRIVATE} How this website handles your own details is in our privacy policy.`,
      sources: [PAGE.faq, PAGE.privacy],
    };
  }
  if (ASKS_SERVICES.test(text) && subjects.length === 0) return servicesOverview();
  if (ASKS_COURSES.test(text) && !subjects.some((s) => s.kind === "course")) {
    if (aspectOf(heard) === undefined || aspectOf(heard) === "includes") return coursesOverview();
  }
  if (ASKS_ADD_ONS.test(text) && !subjects.some((s) => s.kind === "addOn")) return addOnsOverview();
  if (ASKS_PLANS.test(text) && subjects.length === 0) return plansOverview();
  const ours = aboutCompany(heard);
  if (ours) return ours;

  return undefined;
}

function about(subject: Subject, aspect: Aspect | undefined, question = ""): Composed {
  switch (subject.kind) {
    case "plan":
      return planAnswer(subject.plan, aspect);
    case "addOn":
      return addOnAnswer(subject.addOn);
    case "course":
      return courseAnswer(subject.course, subject.level, aspect, question);
    case "service":
      return serviceAnswer(subject.service, aspect, question);
  }
}

/** "How long is it, and what does it pay?": each thing asked, in one answer that says nothing twice. */
function aboutSeveral(subject: Subject, asked: readonly { aspect: Aspect; at: number }[], question: string): Composed {
  // Answered in the order asked.
  const answers = [...asked].sort((a, b) => a.at - b.at).map(({ aspect }) => about(subject, aspect, question));
  const said = new Set<string>();
  const text = answers
    .map((answer) =>
      answer.text
        .split("\n")
        .map((line) =>
          line
            .split(/(?<=[.!?])\s+/)
            .filter((sentence) => !said.has(sentence) && said.add(sentence))
            .join(" "),
        )
        .filter(Boolean)
        .join("\n"),
    )
    .filter(Boolean)
    .join("\n");
  const answered = answers.filter((answer) => !answer.declined);
  return {
    text,
    sources: [...new Map(answers.flatMap((answer) => answer.sources).map((source) => [source.url, source])).values()],
    declined: answered.length === 0,
    suggestions: answers.find((answer) => answer.suggestions)?.suggestions,
  };
}

/** The most specific subject: an add-on (on a plan), a course, a plan, then a service. */
function mainSubject(subjects: readonly Subject[]): Subject | undefined {
  for (const kind of ["addOn", "course", "plan", "service"] as const) {
    const found = subjects.find((s) => s.kind === kind);
    if (found) return found;
  }
  return undefined;
}

/** How the visitor wants it said: "explain like I'm a small business owner, not an engineer", "in plain English". */
const PLAINLY =
  /\b(?:explain\w*|say|put|describe) (?:it )?(?:to me )?(?:like|as if|as though) (?:i'?m|im|i am|i was|to) (?:a |an )?[\p{L}-]+(?: (?!not\b)[\p{L}-]+){0,3}(?:,? not (?:a |an )?[\p{L}-]+)?|\bin (?:plain|simple|layman'?s|normal|everyday) (?:english|terms|words|language)\b|\b(?:explain\w*|say|put) (?:it |that |this )?(?:simply|plainly|briefly|quickly|in a nutshell)\b/gu;

/**
 * The answer composed from the company's facts for the conversation's last message, or
 * undefined when it asks something these do not cover (and retrieval answers it).
 */
export function composeFromFacts(turns: readonly Turn[]): Composed | undefined {
  const composed = composeFor(turns);
  // However many things it joins, an answer fits in the conversation the panel sends back.
  return composed && { ...composed, text: withinAnswerLimit(composed.text) };
}

function composeFor(turns: readonly Turn[]): Composed | undefined {
  // How the visitor wants it said changes nothing of what is asked.
  const last = withoutInstructions(turns.at(-1)!.content).replace(PLAINLY, " ");
  if (!last) return undefined;
  const heard = hear(last);
  let subjects = subjectsIn(last);
  // "In the Bedrock course, do you cover keeping answers on topic?": the course's topics, not the Guardrails add-on.
  if (subjects.some((s) => s.kind === "course") && TEACHES.test(heard.text)) subjects = subjects.filter((s) => s.kind !== "addOn");
  const earlier = remembered(turns);
  const pointsBack = POINTS_BACK.test(heard.text);

  // "The bigger plan" is the one above the plan talked about.
  const lastPlan = [...subjects, ...earlier].find((s) => s.kind === "plan");
  // "The next one" after a course is no plan.
  const aboutPlans = lastPlan || /\b(?:plan|tier|package)s?\b/.test(heard.text) || !earlier.some((s) => s.kind === "course");
  if ((BIGGER.test(heard.text) || SMALLER.test(heard.text)) && aboutPlans) {
    const plan = shiftPlan(lastPlan?.kind === "plan" ? lastPlan.plan : undefined, BIGGER.test(heard.text) ? 1 : -1);
    subjects = [{ kind: "plan", plan }, ...subjects.filter((s) => s.kind !== "plan")];
  }

  // "How many of those would I need to go from 3000 to 5000?" after the query pack.
  if ([...subjects, ...earlier].some((s) => s.kind === "addOn" && s.addOn.id === "query-pack") || /\bquery packs?\b/.test(heard.text)) {
    const packs = packsNeeded(heard.text, lastPlan?.kind === "plan" ? lastPlan.plan : undefined);
    if (packs) return packs;
  }
  // "How much is Starter?" … "if I tack on streaming and guardrails, what's my monthly?": the fees together.
  const addOnsAsked = subjects.flatMap((s) => (s.kind === "addOn" ? [s.addOn] : []));
  const plansHere = subjects.filter((s) => s.kind === "plan");
  const planForAddOns =
    plansHere.length === 1 && plansHere[0]!.kind === "plan"
      ? plansHere[0]!.plan
      : plansHere.length === 0
        ? rememberedPlan(turns)
        : undefined;
  if (
    planForAddOns &&
    addOnsAsked.length > 0 &&
    !addOnsAsked.some((a) => a.id === "query-pack") &&
    /\bmonthly\b|\btotal\b|\bcost\w*\b|\bhow much\b|\bpay\b|\ba month\b|\bper month\b|\bbill\b|\ball[- ]in\b/.test(heard.text) &&
    !COMPARES.test(heard.text)
  )
    return planWithAddOns(planForAddOns, addOnsAsked);
  // The visitor's message before this one, which a follow-up leans on.
  const previous = turns.slice(0, -1).findLast((turn) => turn.role === "user");
  // "Who's on your team?" … "what's their background?": the team again.
  if (
    previous &&
    subjects.length === 0 &&
    heard.words.length <= 8 &&
    /\b(?:their|they|them)\b/.test(heard.text) &&
    ASKS_TEAM.test(hear(withoutInstructions(previous.content)).text)
  ) {
    const team = standalone(hear(withoutInstructions(previous.content)), []);
    if (team) return team;
  }
  // "What's the monthly price?" … "does that include setup?": no, it is paid once, for the plan asked about or each.
  if (
    ASKS_SETUP_INCLUDED.test(heard.text) &&
    subjects.every((s) => s.kind === "plan" || (s.kind === "service" && s.service === "ai-chatbots"))
  ) {
    const named = [...subjects, ...(previous ? subjectsIn(withoutInstructions(previous.content)) : [])].filter((s) => s.kind === "plan");
    return setupIncluded(named.length === 1 && named[0]!.kind === "plan" ? named[0]!.plan : undefined);
  }
  // "Can the chatbot hand off to a human?" … "how does it notify me?": where the question reaches the team.
  if (previous && subjects.length === 0 && ASKS_NOTICE.test(heard.text)) {
    const before = withoutInstructions(previous.content);
    if (handOff(hear(before), subjectsIn(before))) {
      const notice = handOffNotice();
      if (notice) return notice;
    }
  }
  // "What does each plan include?", "what's included in the monthly fee? Hosting? Updates?": the plans side by side.
  if (subjects.every((s) => s.kind === "service" && s.service === "ai-chatbots") && ASKS_PLANS_INCLUDE.test(heard.text)) {
    const all = compare(plans.map((plan) => ({ kind: "plan", plan }) as const))!;
    const last = chatbotsProcess.steps.at(-1)!;
    const upkeep = /\b(?:hosting|hosted|updates?|updating|maintenance|maintain\w*|support)\b/.test(heard.text)
      ? `\n\nOur website doesn't list hosting or updates as separate items. After launch: ${last.description}`
      : "";
    return { ...all, text: `${all.text}${upkeep}` };
  }
  // "Any hidden fees besides the monthly + setup?": what can add to a plan's two fees.
  // ("The cheapest option, and any hidden fees?" asks for a plan first; "would the $29 plan cover that" of a plan.)
  if (
    ASKS_HIDDEN_FEES.test(heard.text) &&
    subjects.every((s) => s.kind === "service" && s.service === "ai-chatbots") &&
    !/\b(?:cheapest|how much|which (?:plan|option|tier|one)|cover)\b/.test(heard.text)
  )
    return beyondPlanFees();
  // "What's the price difference between your cheapest and most expensive plan?": those two side by side.
  if (
    /\b(?:cheapest|lowest|smallest|basic)\b/.test(heard.text) &&
    /\b(?:most expensive|priciest|top|highest|biggest|largest)\b/.test(heard.text) &&
    !/\b(?:three|all|each|every)\b/.test(heard.text)
  ) {
    const ends = compare([
      { kind: "plan", plan: plans[0]! },
      { kind: "plan", plan: plans.at(-1)! },
    ]);
    if (
      ends &&
      (subjects.length === 0 || subjects.every((s) => s.kind === "plan" || (s.kind === "service" && s.service === "ai-chatbots")))
    )
      return ends;
  }
  const onChatbots = subjects.every((s) => s.kind === "service" && s.service === "ai-chatbots");
  if (onChatbots && ASKS_WHO_TRAINS.test(heard.text)) {
    const trains = whoTrains();
    if (trains) return trains;
  }
  if (onChatbots && ASKS_SEE_CONVERSATIONS.test(heard.text) && !ON_THIS_CHAT.test(heard.text)) {
    const seen = conversationsSeen();
    if (seen) return seen;
  }
  // "Chatbot or RAG system?" … "which is cheaper?": what each costs, as far as the site publishes it.
  if (
    previous &&
    subjects.length === 0 &&
    /\b(?:cheaper|cheapest|less expensive|more affordable|costs? less|costs? more|pricier|more expensive)\b/.test(heard.text)
  ) {
    const compared = subjectsIn(withoutInstructions(previous.content)).filter((s) => s.kind === "service");
    if (compared.length >= 2) return servicePrices(compared.map((s) => (s.kind === "service" ? s.service : "ai-chatbots")));
  }
  // "What plans do you have?" … "which one would you recommend for a small law firm?": a plan for them.
  if (previous && subjects.length === 0 && /\bwhich (?:one|of (?:them|those|these))\b/.test(heard.text)) {
    const before = hear(withoutInstructions(previous.content)).text;
    if (/\b(?:plans?|tiers?|packages?|pricing|prices?|cost)\b/.test(before) && !/\b(?:courses?|class(?:es)?|training)\b/.test(before))
      return planForNeeds(heard) ?? plansByFit(heard);
  }
  // "We're a 15-person HVAC company" … "what would you suggest?": the story told before, or what we do.
  if (previous && subjects.length === 0 && heard.words.length <= 6 && ASKS_ADVICE.test(heard.text)) {
    const told = `${withoutInstructions(previous.content)} ${last}`;
    return serviceAdvice(hear(told), subjectsIn(told)) ?? servicesOverview();
  }
  // "We're a 15-person HVAC company.": who asks, and no question yet; what we do for such a business.
  const introduced = INTRODUCES.exec(last.trim().toLowerCase());
  if (subjects.length === 0 && introduced && !ASKS_ANYTHING.test(last.trim().toLowerCase().slice(introduced[0].length))) {
    const fits = fittingService(heard, subjects);
    if (fits) return fits;
    if (heard.words.length <= 14) {
      const overview = servicesOverview();
      return { ...overview, text: `Thanks, that helps. ${overview.text}` };
    }
  }
  // "Is there a course on Bedrock?" … "can I do it on weekends?": what the site does not say of the course, not the office's hours.
  if (
    pointsBack &&
    subjects.length === 0 &&
    earlier.some((s) => s.kind === "course") &&
    /\b(?:weekends?|evenings?|nights?|saturdays?|sundays?|time ?zones?|what days|what time)\b/.test(heard.text)
  ) {
    const unstated = notStated(heard, earlier);
    if (unstated) return unstated;
  }
  // "I run a Shopify store" … "would your chatbot work on it?": still the platform the site does not name.
  if (previous && pointsBack && (ASKS_CONNECTION.test(heard.text) || /\bwork(?:s)? (?:on|with|in)\b/.test(heard.text))) {
    const before = withoutInstructions(previous.content);
    const unnamed = standalone(hear(before), subjectsIn(before), before);
    if (unnamed?.declined) return unnamed;
  }
  const fact = standalone(heard, subjects, last);
  if (fact) return fact;
  // "Can 5 of us take it together?" after a course or the training: registering for that.
  // "Do you offer group training for it?" … "For 12 people?": the group asked about before.
  const groupOnly = heard.words.length <= 5 && ASKS_GROUP.test(heard.text);
  if (subjects.length === 0 && (pointsBack || ASKS_GROUP_SIZE.test(heard.text) || groupOnly)) {
    const users = turns.slice(0, -1).filter((turn) => turn.role === "user");
    const before = users.map((turn) => turn.content).join(" ");
    const registering = registration(groupOnly ? hear(`${users.at(-1)?.content ?? ""} ${heard.text}`) : heard, earlier, before);
    if (registering) return registering;
  }
  // "Can it answer on a messaging app?" … "which plan does that?": the plans with what the message before asked for.
  if (subjects.length === 0 && pointsBack && /\b(?:which|what) (?:plan|package|tier|one|option)s?\b/.test(heard.text)) {
    // "If we outgrow that, which plan takes more?": the plans above the one talked about.
    const above = /\bmore\b|\boutgrow\w*|\bbigger\b|\blarger\b|\bhigher\b|\bupgrad\w*/.test(heard.text) ? rememberedPlan(turns) : undefined;
    const feature = previous ? planWith(hear(`${withoutInstructions(previous.content)} ${heard.text}`), above) : undefined;
    if (feature) return feature;
  }
  // "Is there a demo?" … "do I have to pay for it?": the topic of the message before, asked again.
  // A plan only the answer mentioned ("covers the Starter plan") does not change that topic.
  if (pointsBack && subjects.length === 0) {
    const recent = turns
      .slice(0, -1)
      .filter((turn) => turn.role === "user")
      .slice(-2)
      .reverse();
    // "Ok back to the plan, how many questions does that one handle?" returns to the plan talked about.
    const backTo =
      (/\b(?:plan|tier|package)\b/.test(heard.text) && earlier.some((s) => s.kind === "plan")) ||
      (/\b(?:course|class)\b/.test(heard.text) && earlier.some((s) => s.kind === "course"));
    for (const before of backTo ? [] : recent) {
      if (earlier.length > 0 && (subjectsIn(before.content).length > 0 || !standalone(hear(withoutInstructions(before.content)), [])))
        continue;
      const again = standalone(hear(`${before.content} ${heard.text}`), []);
      if (again) return again;
    }
  }

  // "What do you keep when I fill out the demo form?" … "and for the training signup one?"
  if (previous && heard.words.length <= 8 && ASKS_FORM_DATA.test(hear(withoutInstructions(previous.content)).text)) {
    // "…how long do you hang on to it?": how long it is kept.
    const kept = retention(heard);
    if (kept) return kept;
    const stored = formData(heard.text);
    if (stored) return stored;
  }

  // "Do you offer a money-back guarantee?" … "does it cover the Professional plan?": the guarantee for that plan.
  const plansAsked = subjects.flatMap((s) => (s.kind === "plan" ? [s.plan] : []));
  if (plansAsked.length && pointsBack && previous && ASKS_GUARANTEE.test(hear(previous.content).text)) {
    const others = plansAsked.filter((plan) => plan.id !== plans[0]!.id).map((plan) => plan.name);
    const verdict =
      others.length === 0
        ? "Yes."
        : others.length < plansAsked.length
          ? `Only ${plans[0]!.name}.`
          : `No: the site states no guarantee for ${sentenceList(others)}.`;
    return {
      text: `${verdict} ${faqAnswer("guarantee", "").replace(/^Yes\. /, "")}`,
      sources: [PAGE.pricing, PAGE.faq],
    };
  }

  let aspect = aspectOf(heard);
  const specific = subjects.filter((s) => s.kind !== "service");
  // Two things named together are compared, when the message compares or asks the same of both.
  const compared = specific.length >= 2 ? specific : subjects;
  // "How long does a RAG project take compared with a simple chatbot?": the typical efforts, side by side.
  if (
    aspectsOf(heard).some(({ aspect }) => aspect === "duration") &&
    subjects.length >= 2 &&
    subjects.every((s) => s.kind === "service" && s.service !== "ai-training")
  ) {
    return {
      text: `${faqAnswer("launch-time")} The typical consulting effort is ${sentenceList(timelines)}.`,
      sources: [PAGE.faq, SERVICE_PAGES["ai-consulting"]],
    };
  }
  // "What's the difference between the three plans?": all of them side by side.
  if (
    subjects.every((s) => s.kind === "service" && s.service === "ai-chatbots") &&
    COMPARES.test(heard.text) &&
    /\b(?:three|3|all|your|the|each|chatbot) (?:(?:chat ?bot|pricing|price) )?(?:plans|tiers|packages)\b/.test(heard.text)
  ) {
    const all = compare(plans.map((plan) => ({ kind: "plan", plan })));
    if (all) return all;
  }
  // "What add-ons do you offer?" … "how much is the most expensive one?": an add-on, not the top plan.
  const extreme = /\b(?:most expensive|priciest|cheapest|least expensive)\b/.exec(heard.text)?.[0];
  const addOnsBefore = previous !== undefined && ASKS_ADD_ONS.test(hear(previous.content).text);
  if (extreme && addOnsBefore && !/\b(?:plans?|tiers?|packages?)\b/.test(heard.text)) {
    const cost = (addOn: AddOn) => addOn.oneTimeFee + addOn.monthlyImpact;
    const target = (extreme === "most expensive" || extreme === "priciest" ? Math.max : Math.min)(...addOns.map(cost));
    const picked = addOns.filter((addOn) => cost(addOn) === target);
    return {
      text: `The ${extreme} add-on${picked.length > 1 ? "s are" : " is"}:\n${bullets(picked.map((addOn) => `${addOnPrice(addOn)} ${addOn.description}`))}`,
      sources: [PAGE.pricing],
    };
  }
  // "Cheaper to add query packs or move up to Pro?": the add-on on the smaller plan, or the bigger plan.
  const plansNamed = plans.filter((p) => subjects.some((s) => s.kind === "plan" && s.plan.id === p.id));
  const addOnsNamed = subjects.flatMap((s) => (s.kind === "addOn" ? [s.addOn] : []));
  if (
    addOnsNamed.length &&
    plansNamed.length >= 2 &&
    COMPARES.test(heard.text) &&
    /\bcheaper\b|\bcheapest\b|\bcost\w*\b|\bupgrad\w*|\bmove up\b|\bswitch\w*\b|\bbump\w* up\b|\bjust (?:go|get)\b/.test(heard.text)
  )
    return addOnOrUpgrade(addOnsNamed, plansNamed[0]!, plansNamed.at(-1)!);
  // "Can the bot hook into our crm and help desk?" asks what connects, not how two services differ.
  const connectsServices =
    compared.every((s) => s.kind === "service") &&
    /\b(?:connect\w*|hook\w* (?:in|up)|sync\w*|plug\w* in|integrate[sd]? (?:with|into)|tied? in)/.test(heard.text);
  if (compared.length >= 2 && (COMPARES.test(heard.text) || (aspect === undefined && !connectsServices))) {
    const comparison = compare(compared);
    if (comparison) return comparison;
  }

  // A short message that asks something of no subject asks it of the one talked about.
  const short = heard.words.length <= (aspect !== undefined ? 12 : 8);
  // "How long does that take?", "is the monthly fee fixed?": the subject is the one talked about.
  // "How long is that course?" after one course: that course, not the training in general.
  const onlyTraining = subjects.length > 0 && subjects.every((s) => s.kind === "service" && s.service === "ai-training");
  // "Does it cover guardrails?" after a course asks of the course, not of the Guardrails add-on.
  const onlyAddOns = subjects.length > 0 && subjects.every((s) => s.kind === "addOn");
  if ((onlyTraining || onlyAddOns) && pointsBack && earlier.some((s) => s.kind === "course")) subjects = earlier;
  else if (subjects.length === 0 && (pointsBack || (short && aspect !== undefined)) && earlier.length) subjects = earlier;
  // "Can it read our PDFs?" … "and can we set it so the front desk can't see the commission schedules?"
  const access = subjects === earlier ? documentAccess(heard, subjects) : undefined;
  if (access) return access;
  // "Do I get them free with Pro?": the Pro plan and the add-on talked about.
  else if (subjects.length && /\b(?:them|it|that|those)\b/.test(heard.text) && earlier.some((s) => s.kind === "addOn"))
    subjects = [...subjects, ...earlier.filter((s) => s.kind === "addOn")];
  // "And Premium?" asks what the message before asked.
  const followsUp = pointsBack || heard.words.length <= 4;
  // "What about integrations?" after a plan asks what that plan has of them, not for the service.
  const planBefore = rememberedPlan(turns);
  if (planBefore && subjects.length > 0 && subjects.every((s) => s.kind === "service") && followsUp) {
    const feature = planFeature(heard, planBefore);
    if (feature) return feature;
  }
  if (aspect === undefined && subjects.length && followsUp && earlier.length) aspect = rememberedAspect(turns);
  // "When's the next one starting?" after a course: what the site does not say of the one talked about.
  // "What should I take before it?" after a course: the course before it.
  if (subjects === earlier) {
    const path = nextCourse(heard, subjects);
    if (path) return path;
  }
  if (subjects === earlier && heard.words.length <= 8) {
    const unstated = notStated(heard, subjects);
    if (unstated) return unstated;
  }

  if (subjects.length === 0) {
    const feature = planWith(heard);
    if (feature) return feature;
    if (ASKS_WHICH_PLAN.test(heard.text)) return plansByFit(heard);
  }
  // "How long are they?" after two courses: each one's answer.
  const same = subjects.filter((s) => s.kind === subjects[0]?.kind);
  if (aspect !== undefined && same.length >= 2 && same.length === subjects.length && subjects[0]!.kind !== "service") {
    const answers = same.map((s) => about(s, aspect, heard.text));
    return {
      text: answers.map((a) => a.text).join("\n\n"),
      sources: [...new Map(answers.flatMap((a) => a.sources).map((x) => [x.url, x])).values()],
    };
  }
  // "How long for a simple chatbot?" after consulting: the consulting effort, which is given per kind of project.
  if (
    aspect === "duration" &&
    subjects.every((s) => s.kind === "service") &&
    earlier.some((s) => s.kind === "service" && s.service === "ai-consulting")
  )
    subjects = [{ kind: "service", service: "ai-consulting" }];
  // "The top plan has the full dashboard, right? What's its setup fee?": only plans have a setup fee.
  const planNamed = subjects.find((s) => s.kind === "plan");
  if (planNamed && aspect === "price" && /\bsetup\b/.test(heard.text) && subjects.some((s) => s.kind === "addOn"))
    return about(planNamed, "price");
  const subject = mainSubject(subjects);
  if (subject) {
    // A plan's feature ("does Starter come with integrations") is about the plan, not the service.
    if (subjects.length >= 2 && subject.kind !== "service" && COMPARES.test(heard.text) && aspect === undefined) {
      const comparison = compare(subjects.filter((s) => s.kind === subject.kind));
      if (comparison) return comparison;
    }
    // "What does your RAG thing do?" asks for the service; "can the chatbot collect leads?" asks
    // something of it that retrieval finds, or that the site does not say.
    // An "it" in a first message ("can the bot pass people on when it can't answer?") follows nothing up.
    const followingUp = pointsBack ? earlier.length > 0 : followsUp;
    // "What does AI integration actually mean for a business like mine?" asks what the service is.
    const asksMeaning = /\bwhat (?:does|do|would)\b.{0,40}\b(?:mean|involve|entail|look like)\b/.test(heard.text);
    if (subject.kind === "service" && aspect === undefined && !followingUp && !asksMeaning && asksMore(heard, subject.service))
      return undefined;
    // "Does that include HubSpot?": whether a product the site never names is covered, it does not say.
    if (subject.kind === "service" && (aspect === undefined || aspect === "includes") && unfamiliarIn(heard).length > 0) return undefined;
    // "What's your uptime SLA on Premium?" names a plan but asks what the site does not say.
    // "Does the cheapest plan hook into tekmetric?": what the plan has of it, whatever the odd words.
    if (subject.kind === "plan" && (aspect === undefined || aspect === "includes")) {
      const feature = planFeature(heard, subject.plan);
      if (feature) return feature;
    }
    if (aspect === undefined && offTheSite(last)) return undefined;
    const asked = aspectsOf(heard);
    if (asked.length >= 2 && (subject.kind === "course" || subject.kind === "plan")) return aboutSeveral(subject, asked, heard.text);
    return about(subject, aspect, heard.text);
  }
  // "What's the least we'd pay to get started?": the smallest plan's price.
  if (
    aspect === "price" &&
    /\b(?:least|lowest|cheapest|minimum|smallest)\b/.test(heard.text) &&
    !/\b(?:plans|three|all|each|every|compar\w*|highest)\b/.test(heard.text)
  )
    return about({ kind: "plan", plan: plans[0]! }, "price");
  // "How much?" or "what are your prices?" asks for the price list; "how much is an enterprise
  // license?" asks about something else, which retrieval may find or not.
  if (aspect === "price" && otherTerms(heard) <= 1) return plansOverview();
  // "How long does setup take?": a first chatbot's launch, and the consulting effort by kind.
  if (
    aspect === "duration" &&
    /\b(?:setup|set up|go live|launch|get started|up and running|take|project|be live|on (?:our|my|the) (?:website|site))\b/.test(
      heard.text,
    )
  )
    return {
      text: `${faqAnswer("launch-time")} Consulting takes about ${sentenceList(timelines)}.`,
      sources: [PAGE.faq, SERVICE_PAGES["ai-chatbots"]],
    };
  return undefined;
}

/** Words that ask about a service without asking anything more of it. */
const ABOUT_WORDS = new Set(
  [
    "thing",
    "exactly",
    "work",
    "mean",
    "explain",
    "tell",
    "more",
    "about",
    "do",
    "what",
    "offer",
    "build",
    "system",
    "ai",
    "service",
    "kind",
    "even",
    "actually",
  ].map((w) => normalize(w) ?? w),
);

function asksMore(heard: Heard, service: ServiceId): boolean {
  const own = new Set(
    `${serviceCard(service).title} chatbot bot rag document q&a training course class consulting consultant integration integrate`
      .split(/[^\p{L}&]+/u)
      .map(normalize),
  );
  return heard.text
    .replace(WHO_ASKS, " ")
    .split(/[^\p{L}\p{N}&]+/u)
    .map(normalize)
    .some((t) => t !== null && t.length > 1 && ![...own].some((o) => o !== null && sameWord(t, o)) && !ABOUT_WORDS.has(t));
}

const PRICE_WORDS = new Set([
  "price",
  "pric",
  "cost",
  "fee",
  "charge",
  "rate",
  "pay",
  "month",
  "plan",
  "option",
  "product",
  "service",
  "chatbot",
]);

/** The question's topic words besides its price words. */
function otherTerms(heard: Heard): number {
  return heard.text
    .replace(/\bhow much\b/g, " ")
    .split(/[^\p{L}\p{N}]+/u)
    .map(normalize)
    .filter((term) => term !== null && term.length > 1 && !PRICE_WORDS.has(term)).length;
}
