import { addOns, formatUsd, plans, type AddOn, type PlanFeature, type PricingPlan } from "~/content/pricing";
import { ragKeyFeatures } from "~/content/service-pages/rag-qa-systems";
import { normalize, synonymsOf } from "~/server/assistant/retrieval.server";
import { isCommonWord, type Heard } from "~/server/assistant/words.server";
import {
  type Aspect,
  type Composed,
  PAGE,
  SERVICE_PAGES,
  type Subject,
  YES_NO,
  bullets,
  faqAnswer,
  lowerFirst,
  sentenceList,
  quoted,
} from "~/server/assistant/topics/shared.server";

/**
 * Chatbot plans and add-ons: their prices, what each includes, the plan that fits a described volume or need,
 * and which plan has a feature asked about.
 */

export function monthlyOf(plan: PricingPlan): string {
  return plan.monthlyFeeVaries ? `from ${formatUsd(plan.monthlyFee)} a month` : `${formatUsd(plan.monthlyFee)} a month`;
}

export function planPrice(plan: PricingPlan): string {
  const varies = plan.monthlyFeeVaries ? " The monthly fee grows with volume, from $500 to $1,000 or more." : "";
  return `The ${plan.name} plan is ${formatUsd(plan.setupFee)} one-time setup, then ${monthlyOf(plan)}.${varies}`;
}

/** " Over the first year: $899 + 12 × $99 = $2,087.", when a message asks for a year's cost. */
export function firstYear(plan: PricingPlan, question: string): string {
  if (!/\b(?:year one|first year|1st year|a year|per year|yearly|annual(?:ly)?|12 months|twelve months)\b/.test(question)) return "";
  const total = plan.setupFee + 12 * plan.monthlyFee;
  return ` Over the first year: ${formatUsd(plan.setupFee)} + 12 × ${formatUsd(plan.monthlyFee)} = ${plan.monthlyFeeVaries ? "at least " : ""}${formatUsd(total)}.`;
}

function planIncludes(plan: PricingPlan): string {
  const included = plan.features.filter((f) => f.included).map((f) => f.label);
  const left = plan.features.filter((f) => !f.included).map((f) => lowerFirst(f.label.replace(/^No /, "")));
  const lead = plan.featuresLeadIn ? `${plan.featuresLeadIn}\n` : "It includes:\n";
  const leftOut = left.length ? `\nNot included: ${sentenceList(left)}.` : "";
  return `${lead}${bullets(included)}${leftOut}`;
}

export function planAnswer(plan: PricingPlan, aspect: Aspect | undefined): Composed {
  const sources = [PAGE.pricing];
  switch (aspect) {
    case "includes":
      return { text: `${planPrice(plan)} ${planIncludes(plan)}`, sources };
    case "audience":
      return { text: `${plan.name} is best for ${lowerFirst(plan.bestFor)} ${planPrice(plan)}`, sources };
    case "duration":
      return { text: `${faqAnswer("launch-time")} ${planPrice(plan)}`, sources: [PAGE.faq, PAGE.pricing] };
    case "price":
      // The description's first sentence says what the plan is; the price says the rest.
      return { text: `${planPrice(plan)} ${plan.description.split(/(?<=\.)\s/)[0]}`, sources };
    default:
      return { text: `${planPrice(plan)} ${planIncludes(plan)}\nBest for: ${lowerFirst(plan.bestFor)}`, sources };
  }
}

export function plansOverview(): Composed {
  const lines = plans.map((plan) => {
    const badge = plan.badge ? ` (${plan.badge.toLowerCase()})` : "";
    return `${plan.name}${badge}: ${formatUsd(plan.setupFee)} setup, then ${monthlyOf(plan)}`;
  });
  const cheapestAddOn = Math.min(...addOns.map((a) => a.oneTimeFee));
  return {
    text: [
      "Our chatbot plans each have a one-time setup fee and a monthly fee:",
      bullets(lines),
      `Add-ons extend any plan (from ${formatUsd(cheapestAddOn)} one-time each), and Starter comes with a 7-day satisfaction guarantee. Document Q&A, consulting, integration and courses have no published price: we quote them after a free demo or consultation.`,
    ].join("\n"),
    sources: [PAGE.pricing, PAGE.faq],
    suggestions: plans.map((plan) => `What's in ${plan.name}?`),
  };
}

/** "Which plan is right for a dental office?": who each plan is for, so the visitor can place themselves. */
/** A visitor who describes a small business ("I own a small bakery", "a 3-person practice"). */
const SMALL_BUSINESS =
  /\b(?:small|tiny|local|solo|one[- ](?:person|man|woman)|just me|mom and pop|family[- ](?:owned|run)|shop|store|bakery|salon|cafe|restaurant|practice|(?:[1-9]|1\d)[- ](?:person|people|employee)s?)\b/;
/** …and one who describes more than a first step. */
const BEYOND_FIRST_STEP =
  /\bgrowing\b|\bchannels\b|\bhigh (?:inquiry )?volumes?\b|\bthousands\b|\bend to end\b|\bmulti[- ]step\b|\bour (?:own )?systems\b|\bcrm\b/;

export function plansByFit(heard?: Heard): Composed {
  const line = (plan: PricingPlan) =>
    `${plan.name} (${formatUsd(plan.setupFee)} setup, then ${monthlyOf(plan)}): best for ${lowerFirst(plan.bestFor)}`;
  // "I own a small bakery… which plan makes sense?": the plan made for that, then the others.
  const small = heard && SMALL_BUSINESS.test(heard.text) && !BEYOND_FIRST_STEP.test(heard.text);
  const [first, ...others] = plans;
  return {
    text: [
      ...(small
        ? [`From what you describe, I'd start with ${line(first!)}`, "The others, as you grow:", bullets(others.map(line))]
        : ["Each plan is made for a different stage:", bullets(plans.map(line))]),
      "Not sure which fits? A free demo ends with our recommendation.",
    ].join("\n"),
    sources: [PAGE.pricing],
    suggestions: ["Book a free demo"],
  };
}

/** A number as visitors write it: "15k", "15,000", "a couple hundred" is left out. */
function countIn(text: string): number {
  const [, digits = "0", thousands] = /(\d[\d,]*(?:\.\d+)?)\s*(k\b)?/.exec(text) ?? [];
  return Number(digits.replace(/,/g, "")) * (thousands ? 1000 : 1);
}

/** What a plan includes, with the plans before it for "Everything in …, plus", add-ons left out. */
function featuresOf(plan: PricingPlan): PlanFeature[] {
  return plans
    .slice(0, plans.indexOf(plan) + 1)
    .flatMap((p) => p.features)
    .filter((f) => f.included && !/add-on/.test(f.label));
}

/** A plan's monthly queries and documents, as its feature list states them. */
function planLimits(plan: PricingPlan): { queries: number; documents: number } {
  const last = (pattern: RegExp) =>
    featuresOf(plan)
      .map((f) => pattern.exec(f.label)?.[1])
      .filter(Boolean)
      .at(-1) ?? "0";
  return {
    queries: Number(last(/([\d,]+)\+? queries per month/).replace(/,/g, "")),
    documents: Number(last(/up to (\d+)/)),
  };
}

/** "How many documents can I upload?" */
const ASKS_DOCUMENT_LIMIT =
  /\bhow many (?:\w+ )?(?:documents|docs|files|pdfs|faqs)\b|\b(?:documents?|docs|files?) (?:limit|cap|allowance)\b|\bmax(?:imum)? (?:number of )?(?:documents|docs|files)\b/;

const LARGER_COLLECTIONS = quoted(
  ragKeyFeatures.items,
  (item) => /\bthousands\b/.test(item),
  "document Q&A key feature about thousands of documents",
);

/** What each plan's assistant is trained on, when no plan is named (a plan named is answered as itself). */
export function documentLimits(heard: Heard, subjects: readonly Subject[]): Composed | undefined {
  const onChatbots = subjects.every((s) => s.kind === "service" && s.service === "ai-chatbots");
  if (!onChatbots || !ASKS_DOCUMENT_LIMIT.test(heard.text)) return undefined;
  const trainedOn = (plan: PricingPlan) => featuresOf(plan).findLast((f) => /\bup to \d+/.test(f.label))?.label;
  return {
    text: `How many documents each plan's assistant is trained on:\n${bullets(plans.map((plan) => `${plan.name}: ${lowerFirst(trainedOn(plan) ?? "not stated")}`))}\nFor larger collections, our document Q&A systems offer ${lowerFirst(LARGER_COLLECTIONS)}.`,
    sources: [PAGE.pricing, SERVICE_PAGES["rag-qa-systems"]],
  };
}

const VOLUME =
  /(\d[\d,]*(?:\.\d+)?\s*k?)\+?\s*(?:customer |support |patient |client )?(?:queries|questions|inquiries|enquiries|chats|messages|calls|conversations|tickets|emails|requests)\b(?:[^.?!]{0,20}?\b(a|per|each|every) (day|week|month))?/;

const DOCUMENT_COUNT = /(\d[\d,]*)\s*(?:\w+ )?(?:documents|docs|pdfs|files|faqs|pages|policies|manuals)\b/;

/** Whether a message states a volume of questions or a number of documents to measure a plan by. */
export function statesVolume(text: string): boolean {
  return VOLUME.test(text) || DOCUMENT_COUNT.test(text);
}

/** Features a visitor may describe: their words, how the answer names the need, and the plan feature that meets it. */
const WANTED_FEATURES = [
  {
    words: /\bmessaging app\b|\bwhatsapp\b|\bfacebook\b|\bmessenger\b|\bsms\b|\btext messages?\b|\binstagram\b/,
    need: "a messaging app as well as your website",
    feature: /messaging app/i,
  },
  {
    words: /\bintegrat\w*|\bconnect\w*|\bhook\w* (?:in|up)|\bcrm\b|\bsoftware\b|\bsystems?\b/,
    need: "a connection to your other systems",
    feature: /^\d+ integration/i,
  },
  {
    words: /\bautomat\w*|\bworkflows?\b|\bmulti[- ]step\b|\bend to end\b/,
    need: "automated multi-step workflows",
    feature: /workflow automation/i,
  },
];

/**
 * "We field 15k inquiries a month and want to automate order-status steps: which tier?": the
 * smallest plan whose stated queries, documents and features cover what the visitor describes.
 * Undefined when the message describes nothing to measure a plan by.
 */
export function planForNeeds(heard: Heard): Composed | undefined {
  const { text } = heard;
  const volume = VOLUME.exec(text);
  const perMonth = volume ? countIn(volume[1]!) * ({ day: 30, week: 4, month: 1 }[volume[3] ?? "month"] ?? 1) : 0;
  const count = DOCUMENT_COUNT.exec(text);
  const documents = count ? countIn(count[1]!) : 0;
  // "No integrations needed" wants none.
  const wanted = WANTED_FEATURES.filter(
    (w) =>
      w.words.test(text) && !new RegExp(`\\b(?:no|not|without|dont need|don't need|never)\\b[^.?!]{0,20}(?:${w.words.source})`).test(text),
  );
  if (!perMonth && !documents && wanted.length === 0) return VISITORS.test(text) ? plansForVisitors(heard) : undefined;
  const needs = [
    perMonth ? `about ${perMonth.toLocaleString("en-US")} questions a month` : "",
    documents ? `${documents} documents` : "",
    ...wanted.map((w) => w.need),
  ].filter(Boolean);
  const meets = (plan: PricingPlan) => featuresOf(plan).filter((f) => wanted.some((w) => w.feature.test(f.label)));
  const fits = plans.find((plan) => {
    const limits = planLimits(plan);
    const met = meets(plan);
    return limits.queries >= perMonth && limits.documents >= documents && wanted.every((w) => met.some((f) => w.feature.test(f.label)));
  });
  // More documents than any plan states: the largest plan, and a person to ask.
  const plan = fits ?? plans.at(-1)!;
  const limits = planLimits(plan);
  const beyond = fits ? "" : ` Our plans state up to ${limits.documents} documents; for more, ask us and we tell you what it takes.`;
  const offers = [
    ...meets(plan).map((f) => lowerFirst(f.label)),
    `${limits.queries.toLocaleString("en-US")}${plan === plans.at(-1) ? "+" : ""} queries per month`,
    `up to ${limits.documents} documents`,
  ];
  return {
    text: [
      `For ${sentenceList(needs)}, the ${plan.name} plan fits: ${sentenceList(offers)}. ${planPrice(plan)}${beyond}`,
      `${plan.name} is best for ${lowerFirst(plan.bestFor)} Not sure? A free demo ends with our recommendation.`,
    ].join("\n"),
    sources: [PAGE.pricing],
    suggestions: ["Book a free demo"],
  };
}

/** "Any hidden fees besides the monthly + setup?" */
export const ASKS_HIDDEN_FEES =
  /\bhidden (?:fees?|costs?|charges?)\b|\b(?:extra|other|additional|surprise|ongoing) (?:fees?|costs?|charges?)\b|\bbesides the (?:monthly|setup)\b|\bcharged? for anything else\b/;

/** What can cost more than a plan's two fees, as the pricing page and the FAQ say: add-ons and queries past the allowance. */
export function beyondPlanFees(): Composed {
  const cheapest = Math.min(...addOns.map((addOn) => addOn.oneTimeFee));
  return {
    text: [
      "Each plan has two published fees: a one-time setup fee and a monthly fee. What can add to them, and only if you choose it or go past your plan:",
      bullets([
        `Add-ons, from ${formatUsd(cheapest)} one-time each plus a monthly amount (${sentenceList(addOns.map((addOn) => addOn.name))})`,
        faqAnswer("overage"),
      ]),
    ].join("\n"),
    sources: [PAGE.pricing, PAGE.faq],
  };
}

/** "Does that include setup?", "is the setup fee included in the monthly price?" */
export const ASKS_SETUP_INCLUDED =
  /\bset ?-?up(?: fees?| costs?)?\b.{0,40}\b(?:includ\w*|part of|extra|separate\w*|on top|in addition|additional)\b|\b(?:includ\w*|cover\w*)\b.{0,30}\bset ?-?up\b/;

/** The setup fee is paid once, beside the monthly fee: of the plan asked about, or of each. */
export function setupIncluded(plan?: PricingPlan): Composed {
  return {
    text: plan
      ? `No. The ${plan.name} plan's setup is a one-time fee of ${formatUsd(plan.setupFee)}, paid once on top of ${monthlyOf(plan)}.`
      : `No. Each plan's setup is a one-time fee, paid once on top of its monthly fee:\n${bullets(plans.map((p) => `${p.name}: ${formatUsd(p.setupFee)} setup, then ${monthlyOf(p)}`))}`,
    sources: [PAGE.pricing],
  };
}

/** "200 website visitors a day": traffic, which no plan is measured by. */
const VISITORS =
  /\b\d[\d,]*(?:\.\d+)?\s*k?\+?\s*(?:(?:website|site|web|monthly|daily|unique) )?(?:visitors|visits|page ?views|users|traffic)\b/;

/** Plans are sized by the questions answered a month: each plan's allowance beside its fit, for one who gave their traffic. */
function plansForVisitors(heard: Heard): Composed {
  const byFit = plansByFit(heard);
  const allowances = plans.map((plan) => {
    const { queries } = planLimits(plan);
    return `${plan.name} ${queries.toLocaleString("en-US")}${plan === plans.at(-1) ? "+" : ""}`;
  });
  return {
    ...byFit,
    text: `Our plans are sized by the questions the assistant answers a month, not by visitors: ${sentenceList(allowances)} queries per month. How many of your visitors ask something decides the plan.\n${byFit.text}`,
  };
}

/** "Which plan is the most popular?": the plan the pricing page marks so. */
export const ASKS_POPULAR =
  /\b(?:most )?popular\b|\bcrowd (?:favou?rit\w*|pleaser)\b|\bfavou?rit\w*\b|\bbest ?sell\w*|\bmost (?:people|customers|clients|businesses) (?:pick|choose|go with|buy|get|use)\b/;

export function popularPlan(): Composed | undefined {
  const plan = plans.find((p) => p.badge);
  if (!plan) return undefined;
  return {
    text: `${plan.name} is marked ${plan.badge} on our pricing page. ${planPrice(plan)} ${planIncludes(plan)}`,
    sources: [PAGE.pricing],
    suggestions: ["Book a free demo"],
  };
}

export function addOnPrice(addOn: AddOn): string {
  return `The ${addOn.name} add-on is ${formatUsd(addOn.oneTimeFee)} one-time, plus ${formatUsd(addOn.monthlyImpact)} a month.`;
}

/** A plan's features that name an add-on by its first word ("Basic guardrails included" for Guardrails). */
function featuresNaming(plan: PricingPlan, addOn: AddOn): PlanFeature[] {
  const key = addOn.name.split(" ")[0]!.toLowerCase().replace(/s$/, "");
  return plan.features.filter((f) => f.label.toLowerCase().includes(key));
}

/** What the plans say about an add-on ("Basic guardrails included"). */
function addOnOnPlans(addOn: AddOn): string {
  const notes = plans.flatMap((plan) => featuresNaming(plan, addOn).map((f) => `${plan.name}: ${lowerFirst(f.label)}`));
  return notes.length ? ` On the plans: ${notes.join("; ")}.` : "";
}

export function addOnAnswer(addOn: AddOn): Composed {
  return { text: `${addOnPrice(addOn)} ${addOn.description}${addOnOnPlans(addOn)}`, sources: [PAGE.pricing] };
}

export function addOnsOverview(): Composed {
  return {
    text: [
      "Each add-on has a one-time fee and adds its own amount to the monthly bill:",
      bullets(
        addOns.map((a) => `${a.name}: ${formatUsd(a.oneTimeFee)} one-time + ${formatUsd(a.monthlyImpact)} a month. ${a.description}`),
      ),
    ].join("\n"),
    sources: [PAGE.pricing],
  };
}

/** The question's words (and their synonyms) that may name a plan's feature: not the words for a plan. */
const NOT_FEATURE_WORDS = new Set(
  [
    "plan",
    "package",
    "tier",
    "option",
    "include",
    "come",
    "starter",
    "professional",
    "premium",
    "pro",
    "one",
    "mid",
    "next",
    "bot",
    "chatbot",
    "assistant",
    "ai",
  ].map(normalize),
);

/**
 * The question's words that may name a plan's feature, with their synonyms: not the words for a
 * plan, and an everyday word ("one", "connect") only through its synonyms ("integration").
 */
function featureTerms(heard: Heard): Set<string> {
  return new Set(
    heard.words.flatMap((word) => {
      const term = normalize(word);
      if (term === null || NOT_FEATURE_WORDS.has(term)) return [];
      return [...(isCommonWord(word) ? [] : [term]), ...synonymsOf(term)];
    }),
  );
}

/** The plan's feature (included or not) that names most of the terms, with that count. */
function bestFeature(plan: PricingPlan, terms: ReadonlySet<string>, includedOnly = false) {
  return plan.features
    .filter((f) => (!includedOnly || f.included) && !/available as/i.test(f.label))
    .map((f) => ({
      feature: f,
      score: f.label
        .split(/[^\p{L}\p{N}]+/u)
        .map(normalize)
        .filter((t) => t !== null && terms.has(t)).length,
    }))
    .sort((a, b) => b.score - a.score)[0];
}

/** A feature asked about by plan ("which plan has workflow automation?"): the plans whose features name it. */
export function planWith(heard: Heard, above?: PricingPlan): Composed | undefined {
  if (!/\b(?:which|wich|whcih|what) (?:plan|package|tier|one|option)s?\b/.test(heard.text)) return undefined;
  const terms = featureTerms(heard);
  const scored = plans
    .slice(above ? plans.indexOf(above) + 1 : 0)
    .map((plan) => ({ plan, ...bestFeature(plan, terms, true) }))
    .filter((p) => (p.score ?? 0) > 0);
  const best = Math.max(0, ...scored.map((p) => p.score ?? 0));
  const chosen = scored.filter((p) => p.score === best);
  if (!chosen.length) return undefined;
  return {
    text: chosen
      .map(
        ({ plan, feature }) => `${plan.name} (${formatUsd(plan.setupFee)} setup, then ${monthlyOf(plan)}): ${lowerFirst(feature!.label)}.`,
      )
      .join("\n"),
    sources: [PAGE.pricing],
  };
}

/**
 * "Does Starter connect to our booking system?": whether the plan named has the feature asked
 * about, and what each plan has of it.
 */
export function planFeature(heard: Heard, plan: PricingPlan): Composed | undefined {
  const terms = featureTerms(heard);
  const asked = bestFeature(plan, terms);
  if (!asked || asked.score === 0) return undefined;
  const named = (label: string) => lowerFirst(label.replace(/^No /, "").replace(/ included$/, ""));
  // A plan that has "everything in" the one below it has that one's answer unless it says otherwise.
  const values: string[] = [];
  for (const [i, p] of plans.entries()) {
    const found = bestFeature(p, terms);
    const has = found && found.score > 0 ? found.feature : undefined;
    if (has) values.push(has.included ? lowerFirst(has.label) : "not included");
    else if (i > 0 && /^everything in/i.test(p.featuresLeadIn ?? "")) values.push(`as ${plans[i - 1]!.name}: ${values[i - 1]}`);
    else values.push("not listed");
  }
  const lines = plans.map((p, i) => `${p.name}: ${values[i]}`);
  const label = lowerFirst(asked.feature.label);
  const verdict = !YES_NO.test(heard.text)
    ? `On the ${plan.name} plan: ${asked.feature.included ? label : `not included (${named(asked.feature.label)})`}.`
    : asked.feature.included
      ? `Yes: the ${plan.name} plan includes ${named(asked.feature.label)}.`
      : `No: the ${plan.name} plan has ${label}.`;
  return { text: `${verdict} On each plan:\n${bullets(lines)}`, sources: [PAGE.pricing] };
}

/**
 * "Cheaper to add query packs or move up to Pro?": the add-on on the smaller plan against the
 * bigger plan, month by month, as the pricing page states them.
 */
export function addOnOrUpgrade(chosen: readonly AddOn[], from: PricingPlan, to: PricingPlan): Composed {
  const monthly = from.monthlyFee + chosen.reduce((sum, a) => sum + a.monthlyImpact, 0);
  const once = chosen.reduce((sum, a) => sum + a.oneTimeFee, 0);
  const named = sentenceList(chosen.map((a) => a.name));
  return {
    text: [
      bullets(chosen.map((a) => `${addOnPrice(a)} ${a.description}`)),
      `${planPrice(to)} ${planIncludes(to)}`,
      `Month by month: ${from.name} with the ${named} add-on${chosen.length > 1 ? "s" : ""} is ${formatUsd(monthly)} a month (after ${formatUsd(once)} once for the add-on${chosen.length > 1 ? "s" : ""}); ${to.name} is ${monthlyOf(to)} (after ${formatUsd(to.setupFee)} setup).`,
    ].join("\n\n"),
    sources: [PAGE.pricing],
    suggestions: ["Book a free demo"],
  };
}

/** "3,000", "3000", "3k": a number of queries as a visitor writes it. */
function queriesIn(text: string): number[] {
  return [...text.matchAll(/\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?k|\d{3,6})\b/g)].map((m) => {
    const raw = m[1]!.replace(/,/g, "");
    return raw.endsWith("k") ? Number(raw.slice(0, -1)) * 1000 : Number(raw);
  });
}

/**
 * "How many of those would I need to go from 3000 to 5000 queries a month?": the Extra Query
 * Packs that cover the difference, and what they cost. From the plan's allowance when only the
 * target is given.
 */
const QUERY_PACK = quoted(addOns, (a) => a.id === "query-pack", 'add-on "query-pack"');

export function packsNeeded(text: string, plan?: PricingPlan): Composed | undefined {
  const per = queriesIn(QUERY_PACK.description)[0];
  if (!per || !/\bhow many\b/.test(text)) return undefined;
  const numbers = queriesIn(text).filter((n) => n >= 100);
  const allowance = plan ? queriesIn(plan.features.find((f) => /\bqueries\b/.test(f.label))?.label ?? "")[0] : undefined;
  const [from, to] = numbers.length >= 2 ? [Math.min(...numbers), Math.max(...numbers)] : [allowance, numbers[0]];
  if (from === undefined || to === undefined || to <= from) return undefined;
  const count = Math.ceil((to - from) / per);
  const n = (value: number) => value.toLocaleString("en-US");
  return {
    text: `${count} ${QUERY_PACK.name}${count === 1 ? "" : "s"}: each adds ${n(per)} queries a month, so ${n(from)} becomes ${n(from + count * per)}. Each is ${formatUsd(QUERY_PACK.oneTimeFee)} one-time, plus ${formatUsd(QUERY_PACK.monthlyImpact)} a month${count === 1 ? "" : `: ${formatUsd(count * QUERY_PACK.oneTimeFee)} one-time, plus ${formatUsd(count * QUERY_PACK.monthlyImpact)} a month for ${count}`}.`,
    sources: [PAGE.pricing],
  };
}

/** Whether a plan's own list includes an add-on ("Basic guardrails included", "Full analytics dashboard"). */
function inclusionOf(plan: PricingPlan, addOn: AddOn): string | undefined {
  return featuresNaming(plan, addOn).find((f) => f.included && !/\bas (?:an )?add-ons?\b/i.test(f.label))?.label;
}

/** "Starter, and if I tack on streaming and guardrails, what's my monthly?": the plan's fees with the add-ons'. */
export function planWithAddOns(plan: PricingPlan, asked: readonly AddOn[]): Composed {
  const included = asked.flatMap((a) => inclusionOf(plan, a) ?? []);
  const added = asked.filter((a) => !inclusionOf(plan, a));
  const once = plan.setupFee + added.reduce((sum, a) => sum + a.oneTimeFee, 0);
  const monthly = plan.monthlyFee + added.reduce((sum, a) => sum + a.monthlyImpact, 0);
  const lines = [
    ...added.map((a) => addOnPrice(a)),
    ...(included.length
      ? [`Already in the ${plan.name} plan: ${sentenceList(included.map((label) => lowerFirst(label.replace(/ included$/i, ""))))}.`]
      : []),
  ];
  const total = added.length
    ? `${plan.name} with the ${sentenceList(added.map((a) => a.name))} add-on${added.length > 1 ? "s" : ""}: ${formatUsd(once)} once (the ${formatUsd(plan.setupFee)} setup fee and the add-on${added.length > 1 ? "s'" : "'s"} one-time fee${added.length > 1 ? "s" : ""}), then ${plan.monthlyFeeVaries ? "from " : ""}${formatUsd(monthly)} a month.`
    : planPrice(plan);
  return { text: `${total}\n${bullets(lines)}`, sources: [PAGE.pricing], suggestions: ["Book a free demo"] };
}
