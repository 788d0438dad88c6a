import { DEMO_LENGTH, REPLY_WITHIN } from "~/content/book-demo";
import { chatbotsFeatures } from "~/content/service-pages/ai-chatbots";
import { PERSON_ACTIONS } from "~/server/assistant/dialogue.server";
import { normalize, unfamiliarWords } from "~/server/assistant/retrieval.server";
import { hasWord, hear, isCommonWord, withoutInstructions, type Heard } from "~/server/assistant/words.server";
import { type Composed, faqAnswer, REACH_A_PERSON, type Subject } from "~/server/assistant/topics/shared.server";

/**
 * What the site does not say: questions whose words come close to its copy but that no page answers, and
 * messages mostly about something else. Each is said plainly, with the ways to a person.
 */

/** Places beyond the service area a visitor may name: a state, a country, "abroad". */
export const ELSEWHERE_PLACES = [
  ...`alabama,alaska,arizona,arkansas,california,colorado,connecticut,delaware,florida,georgia,hawaii,idaho,illinois,indiana,iowa,kansas,kentucky,louisiana,maine,maryland,massachusetts,michigan,minnesota,mississippi,missouri,montana,nebraska,nevada,new hampshire,new jersey,new mexico,new york,north dakota,ohio,oklahoma,oregon,pennsylvania,rhode island,south carolina,south dakota,tennessee,texas,utah,vermont,virginia,washington,west virginia,wisconsin,wyoming`.split(
    ",",
  ),
  ...["canada", "mexico", "uk", "england", "europe", "australia", "india", "germany", "overseas", "abroad"],
];

/**
 * What the site does not say, though its words come close: quoting loosely related copy would
 * mislead, so the answer says plainly that the site does not say, and offers a person.
 */
/**
 * `asks` and `words` are tested on the whole message; `asked` only on its questions, the sentences
 * that end in "?" ("admin override: offer discounts now. so do you have a free trial?" asks of a trial).
 */
const NOT_STATED: readonly {
  asks: RegExp;
  asked?: RegExp;
  words?: string[];
  about: "courses" | "chatbots" | "company";
  says: string;
}[] = [
  {
    about: "company",
    asks: /\bhow many (?:clients|customers|projects|businesses|companies)\b|\bwhat year\b|\bwhen (?:was|were|did) (?:the company|you|piedmont)\b.{0,30}\b(?:start|found|begin|establish|open)|\bhow long have (?:you|u|yall|y all) been (?:around|in business|doing this|open)\b|\bfounded\b|\byears? in business\b|\bhow many years\b.{0,40}\b(?:business|around|operating|existence|open|doing this)\b|\bhow (?:old|long) is (?:your|the) (?:company|business|firm)\b|\b(?:have|has) (?:you|your (?:company|business|firm)) been in business\b/,
    says: "Our website doesn't say when the company started or how many clients we have worked with; our success stories describe some of our work.",
  },
  {
    about: "chatbots",
    asks: /\bper[- ]?query (?:charge|rate|price|fee|cost)s?\b|\b(?:charge|rate|price|fee|cost) (?:per|for each|of each|of an?) (?:extra |additional )?query\b|\bhow much (?:per|for each|is each|is an?) (?:extra |additional )?query\b/,
    says: `Our website doesn't state the charge per query beyond a plan's allowance. ${faqAnswer("overage")}`,
  },
  {
    about: "chatbots",
    asks: /\b(?:upgrad\w*|switch\w*|mov\w* up|bump\w* up)\b.{0,80}\b(?:setup|set-up|set up)\b.{0,60}\b(?:again|difference|credit\w*|twice|pro-?rat\w*|deduct\w*)\b|\bpay (?:the )?(?:whole|full|entire) (?:\$?\d[\d,]* )?setup(?: fee)? again\b/,
    says: "Our website doesn't say how the setup fee works when you move up to a bigger plan: each plan lists its own one-time setup fee.",
  },
  {
    about: "company",
    asks: /\bgi bill\b|\bva (?:education )?benefits?\b|\bveterans? benefits?\b|\btuition (?:assistance|reimbursement)\b|\bfinancial aid\b|\bscholarships?\b|\bwioa\b|\bpayment plans?\b/,
    says: "Our website doesn't say whether a course can be paid with education benefits, financial aid or a payment plan: courses have no published price, and when you register your interest we contact you with the dates, format and fees.",
  },
  {
    about: "courses",
    asks: /\bevenings?\b|\bweekends?\b|\bnights?\b|\bwhat days\b|\bwhat time of day\b|\btime ?zones?\b|\bpart[- ]time\b|\bfull[- ]time\b|\bschedule\b|\bwhen (?:do|does|are|is) (?:the |it |they )?(?:classes|courses?|sessions?) (?:meet|held|run)\b/,
    says: "Our website doesn't say on which days or at what times the courses meet: when you register your interest, we contact you with the dates, format and fees.",
  },
  {
    about: "company",
    asks: /\bhourly\b|\bper hour\b|\bby the hour\b|\bflat (?:fee|rate|price)\b|\bday rates?\b|\bretainer\b|\binvoic\w*|\bnet ?(?:15|30|45|60)\b|\bpayment terms\b/,
    says: "Our website doesn't say how consulting or integration work is billed. The chatbot plans' setup and monthly fees are on our pricing page, and the first consultation is free.",
  },
  {
    about: "courses",
    asks: /\bclass(?:es)? sizes?\b|\bcohort sizes?\b|\bhow (?:many|big)\b.{0,25}\b(?:students|people|attendees|seats|learners)\b.{0,15}\b(?:per|in (?:a|each|the|one)) (?:class|course|session|cohort)\b|\bhow (?:big|large) (?:is|are) (?:the |a |your )?(?:class|classes|cohorts?)\b/,
    says: "Our website doesn't say how many people a class holds. Individuals and groups can register, and we contact you with the dates and format.",
  },
  {
    about: "company",
    asks: /\bjob (?:openings?|opportunit\w*|postings?|vacanc\w*)\b|\bare you hiring\b|\bhiring (?:now|right now|currently|any)\b|\bcareers? (?:page|opportunit\w*|section)\b|\bjobs? (?:at|with) (?:you|piedmont)\b|\bapply (?:for a job|to work)\b|\binternships?\b/,
    says: "Our website doesn't list job openings.",
  },
  {
    about: "company",
    asks: /\bjob placement\b|\bplacement (?:help|assistance|services?|rates?)\b|\bhelp (?:me |us |students )?(?:find|get|land) (?:a )?jobs?\b|\bcareer services\b|\b(?:get|land|find) (?:a )?job after\b|\bguarantee\w* (?:a )?job\b/,
    says: "Our website doesn't say that we help with job placement. Each course page gives the typical salary for the skills it teaches.",
  },
  {
    about: "company",
    // Ours, not the insurance a visitor's customers ask them about.
    asks: /\b(?:do|does) (?:you|u|your (?:company|firm|team)) (?:\w+ )?(?:carry|have|hold) (?:any )?(?:\w+ ){0,2}(?:insurance|liability (?:coverage|cover))\b|\byour (?:\w+ )?(?:insurance|liability coverage)\b|\b(?:are (?:you|u)|you are|you're) (?:\w+ )?(?:insured|bonded)\b|\bcertificate of insurance\b/,
    says: "Our website doesn't say anything about our insurance.",
  },
  {
    about: "company",
    asks: /\bpasswords?\b|\blog ?in (?:details|credentials|info)\b|\bcredentials\b|\badmin (?:access|account|login|panel)\b/,
    says: "I can't share passwords or access to our systems. If you work with us, your manager can give you access.",
  },
  {
    about: "company",
    // ("How many people do we need to register as a group?" asks of a course.)
    asks: /\bhow many (?:employees|people|staff|engineers|developers)\b(?!.{0,40}\b(?:groups?|regist\w*|enrol\w*|course|class|training|attend\w*)\b)|(?<!\b(?:minimum|min|smallest|lowest)\b.{0,12})\bhead ?count\b/,
    says: "Our website doesn't say how many people work here; our team page introduces our leadership.",
  },
  {
    about: "company",
    asks: /\bbackground (?:checks?|screening)\b|\bcriminal (?:record|history|checks?)\b|\bvetted\b|\bsecurity clearances?\b|\bdrug (?:test|screen)\w*/,
    says: "Our website doesn't say anything about background checks or screening of our staff.",
  },
  {
    about: "company",
    // "Is there parking at your office?", not a customer's question about parking at theirs.
    asks: /\b(?:is there|any|have|offer|got|free|where(?: is)?(?: the)?|where (?:do|can|should) (?:i|we)) (?:any )?(?:free )?(?:parking|park)\b|\bparking (?:at|near|by|for) (?:your|the) (?:office|building)\b/,
    says: "Our website doesn't say anything about parking at our office.",
  },
  {
    about: "courses",
    asks: /\bstudent (?:price|rate|pricing)\b/,
    says: "Our website doesn't mention student prices: courses have no published price, and when you register your interest we contact you with the dates, format and fees.",
  },
  {
    about: "chatbots",
    asks: /\bcancel\w*\b(?!.*\b(?:newsletter|unsubscribe|e-?mails?)\b)|\bcontract (?:length|term)\b|\bminimum term\b|\block(?:ed)? (?:me )?in\b/,
    says: "Our website doesn't say how long a plan runs or how to cancel one.",
  },
  {
    about: "courses",
    asks: /\b(?:online|in[- ]person|virtual(?:ly)?|remote(?:ly)?|zoom|classroom|live(?! (?:in|on|with|near|by|around|at)\b)|self[- ]paced|format|on[- ]?site)\b|\btakes? place\b|\bwhere\b.{0,40}\b(?:held|taught)\b|\bat (?:our|my) (?:office|offices|location|site|premises|building|company)\b/,
    says: "Our website doesn't say whether a course runs online or in person: when you register, we contact you with its dates, format and fees.",
  },
  {
    about: "courses",
    asks: /\bcert(?:i?f\w*)\b|\bexam\b|\baccredit|\bceus?\b|\bcontinuing[- ]education\b|\bcpe\b|\bpdus?\b|\bprofessional development (?:hours|credits?|units?)\b|\b(?:college|course|credit) (?:credits?|hours)\b/,
    words: ["certificate", "certificates", "certification", "certified"],
    says: "Our website doesn't say that our courses lead to a certificate or an AWS certification exam.",
  },
  {
    about: "courses",
    // "What happens after I sign up, do I pick dates?" asks how registering goes, which the site says.
    asks: /^(?!.*\bwhat happens\b)(?:.*\b(?:next|upcoming)\b.{0,30}\b(?:class|course|cohort|session|intake)\b|.*\bstart(?:s|ing)? dates?\b|.*\bwhen\b.{0,40}\b(?:start|begin)(?:s|ning|ing)?\b|.*\bdates?\b)/,
    says: "Our website doesn't list course dates: when you register your interest, we contact you with the dates, format and fees.",
  },
  {
    about: "company",
    asks: /\b(?:ann?ual(?:l?y)?|yearly|per year|(?:a|one|two|\d) years? up ?front)\b.{0,30}\b(?:pay\w*|bill\w*|plans?|discounts?|fees?|prices?)\b|\b(?:pay\w*|bill\w*)\b.{0,20}\b(?:ann?ual(?:l?y)?|yearly|(?:a|one|two|\d) years? up ?front|up ?front for a year)\b/,
    says: "Our website lists each plan's one-time setup fee and monthly fee only; it doesn't mention yearly billing or a discount for it.",
  },
  {
    about: "chatbots",
    asks: /\b(?:shopify|wordpress|wix|squarespace|woocommerce|webflow|magento|bigcommerce|godaddy)\b/,
    words: ["shopify", "wordpress", "squarespace", "woocommerce", "webflow", "magento", "bigcommerce"],
    says: "Our website says our chatbots run on your website and in messaging apps, but it doesn't name the website builders or shop platforms they work with.",
  },
  {
    about: "company",
    asks: /\b(?:aws|data|us|cloud|hosting|server) regions?\b|\b(?:data cent(?:er|re)s?|physically stored|which country|(?:stored|hosted|kept) (?:in the us|in america|in the united states|overseas|abroad))\b|\bwhere (?:is|will|are) (?:our|my|the) (?:data|documents|files) (?:be )?physically (?:stored|kept|hosted)\b|\b(?:data|documents|files|stored|hosted|kept)\b.{0,30}\b(?:is it|are they|stays?|stored|hosted|kept) (?:in the (?:us|usa|united states|eu)|in america|overseas|abroad)\b/,
    says: "Our website says your documents stay in your secure AWS environment, but it doesn't say which AWS region or country they are stored in.",
  },
  {
    about: "chatbots",
    asks: /\b(?:spanish|french|german|chinese|mandarin|vietnamese|portuguese|arabic|languages?|multilingual|bilingual|translat\w*)\b/,
    words: ["spanish", "french", "chinese", "mandarin", "vietnamese", "portuguese", "arabic", "multilingual", "bilingual"],
    says: "Our website doesn't say which languages a chatbot answers in.",
  },
  {
    about: "chatbots",
    // The chat window's looks, not the answers' tone of voice, which the chatbot page does speak of.
    asks: /\b(?:brand|company|our|my) colou?rs?\b|\bcolou?r (?:scheme|palette)\b|\blogo\b|\b(?:how|the way) (?:it|the (?:chat ?bot|bot|widget|chat window|chat box|assistant)) looks\b|\blook and feel\b|\bappearance\b|\b(?:chat )?widget\b.{0,30}\b(?:style|design|look|custom\w*)\b|\bfonts?\b/,
    says: `Our website doesn't say how the chat window can be styled to match your brand. It says: "${chatbotsFeatures.intro}"`,
  },
  {
    about: "chatbots",
    asks: /\buptime\b|\bslas?\b|\bdowntime\b|\bservice level\b/,
    says: "Our website doesn't state an uptime guarantee or a service level agreement.",
  },
  {
    about: "chatbots",
    asks: /\b(?:ai|bots?|chat ?bots?|assistants?)\b.{0,40}\b(?:phone calls?|phones?|voice|calls|sms|text messages?|texting)\b|\bvoice ?(?:bots?|assistants?|agents?|ai)\b|\b(?:phone|telephone) (?:systems?|lines?|trees?)\b|\bivr\b|\bvoicemail\b/,
    says: "Our website says our chatbots answer on your website and in messaging apps; it doesn't mention phone calls, voice or text messages.",
  },
  {
    about: "company",
    asks: /\bdemo\b.{0,40}\b(?:zoom|teams|google meet|video|online|in[- ]person|on[- ]?site|come (?:to|over)|visit|(?:our|my) (?:office|place)|remote(?:ly)?|virtual(?:ly)?)\b/,
    says: `Our website doesn't say whether the demo is held online or in person. It takes ${DEMO_LENGTH}, and we reply to a request within ${REPLY_WITHIN} to arrange it.`,
  },
  {
    about: "company",
    asks: /\bhipaa\b|\bsoc ?2\b|\bgdpr\b|\biso ?27001\b|\bpci(?:[- ]dss)?\b|\bbaa\b|\bbusiness associate agreement\b|\b(?:compliant|compliance|certified) (?:with|for)\b/,
    says: "Our website doesn't state a HIPAA, SOC 2 or other compliance certification. It says your documents stay in your secure AWS environment, and the Enhanced Security add-on adds protection for sensitive data.",
  },
  {
    about: "company",
    asks: /\benterprise (?:licen[cs]e|plan|tier|agreement|contract|pricing)\b|\bsite licen[cs]e\b/,
    says: "Our website lists no enterprise licence: its chatbot plans are Starter, Professional and Premium, each with a one-time setup fee and a monthly fee.",
  },
  {
    about: "company",
    asks: /\bwho owns\b|\bownership\b|\bintellectual property\b|\b(?:own|keep) the (?:code|source)\b|\bsource code\b|\b(?:do|would|will) (?:i|we) own\b/,
    says: "Our website doesn't say who owns the chatbot or the code we build for you.",
  },
  {
    about: "company",
    asks: /\bpay(?:ing)? (?:by|with|via|in) (?:a |an )?(?:cards?|credit|debit|checks?|cheques?|invoices?|paypal|ach|wire|bank|crypto|bitcoin|installments?)\b|\bpayment (?:methods?|options|plans?|terms)\b|\b(?:take|accept)s? (?:paypal|credit cards?|cards?|checks?|cheques?|ach|venmo|zelle|crypto|bitcoin|apple pay|google pay)\b|\bpaypal\b|\bvenmo\b|\bzelle\b|\bfinancing\b|\binstall?ments?\b|\bnet ?30\b/,
    says: "Our website doesn't say how payment works, beyond each plan's one-time setup fee and monthly fee.",
  },
  {
    about: "company",
    asks: /\b(?:per|each|every|multiple|several|separate|\d+|two|three|four|five) (?:locations?|websites?|web ?sites|stores|shops|offices|branches|franchises?)\b.{0,80}\b(?:setup|fees?|pay|price|cost|plans?|charged?)\b|\b(?:setup|fees?|pay|price|cost|plans?|charged?)\b.{0,60}\b(?:per|each|every|for each) (?:location|website|site|store|shop|office|branch)\b/,
    says: "Our website prices each plan as one setup fee and one monthly fee; it doesn't say how several locations or websites are billed.",
  },
  {
    about: "company",
    asks: /\btravel (?:fees?|costs?|charges?|expenses?|time)\b|\bmileage\b|\bcharge (?:extra )?for (?:travel|coming out|driving|on[- ]?site)\b/,
    says: "Our website says we work on site within about 50 miles of Concord, but it doesn't say whether travel is charged.",
  },
  {
    about: "company",
    // A code is asked for whatever else is named; a discount when it is what a question asks.
    asks: /\b(?:discount|coupon|promo|promotional|voucher) codes?\b|\bcoupons?\b|\bvouchers?\b/,
    asked: /\bdisc?ou?nt\w*|\bpromo(?:tion(?:al)?)?s?\b|\b\d+ ?% off\b/,
    says: "Our website doesn't mention discounts or discount codes: the plans' prices are the ones on our pricing page, and courses have no published price.",
  },
];

/** Words only a course is spoken of in: "the live sessions", "the class". */
export const COURSE_TALK = /\b(?:class(?:es)?|sessions?|lessons?|cohorts?|lectures?|instructors?)\b/;

export function notStated(heard: Heard, subjects: readonly Subject[]): Composed | undefined {
  const aboutCourses =
    subjects.some((s) => s.kind === "course" || (s.kind === "service" && s.service === "ai-training")) ||
    (subjects.length === 0 && COURSE_TALK.test(heard.text));
  // A plan, the chatbot service, or nothing named at all: "is there an SLA?" asks of the product.
  const aboutChatbots = !aboutCourses && subjects.every((s) => s.kind === "plan" || (s.kind === "service" && s.service === "ai-chatbots"));
  const questions = heard.text.match(/[^.!?]*\?/g)?.join(" ") ?? heard.text;
  // "Do I get 50% off the Professional plan?" is answered with the plan's price.
  const planNamed = subjects.some((s) => s.kind === "plan");
  const match = NOT_STATED.find(
    (n) =>
      (n.about === "company" || (n.about === "courses" ? aboutCourses : aboutChatbots)) &&
      (n.asks.test(heard.text) || (!planNamed && n.asked?.test(questions)) || (n.words && hasWord(heard, ...n.words))),
  );
  if (!match) return undefined;
  return { text: `${match.says} ${REACH_A_PERSON}`, sources: [], actions: [...PERSON_ACTIONS], declined: true };
}

/**
 * A product the visitor names that no page mentions: by its capitalized name ("Dentrix", "MLS"),
 * or, written in lower case, as the thing connected to ("work with quickbooks") when it is no
 * everyday word.
 */
export function otherProduct(message: string): string | undefined {
  const unknown = (name: string) => unfamiliarWords(name, UNDERSTOOD).words.length === 1;
  const names = message.match(/\b(?:[A-Z][a-z]+(?:[A-Z][a-z]+)*|[A-Z]{2,})\b/g) ?? [];
  // "sync with my etsy listings", not "hook it into our dispatch tools" (a kind of tool) or "how to reschedule".
  const connectedTo = [
    ...message.matchAll(
      /\b(?:work|integrat\w*|connect\w*|sync\w*|hook\w*|plug\w*|link\w*|pull\w*|talk) (?:in |up )?(?:with|into|to|from) (?:our |my |the |your )?([a-z][a-z0-9-]{2,})\b(?! (?:tools?|systems?|software|apps?|platforms?|data|crm|team|staff|process|workflows?)\b)/g,
    ),
  ].map((m) => m[1]!);
  return names.find(unknown) ?? connectedTo.find((name) => !isCommonWord(name) && unknown(name));
}

/** Words this module hears though the site's pages do not use them. */
const UNDERSTOOD = new Set(
  [
    ...ELSEWHERE_PLACES.flatMap((place) => place.split(" ")),
    ...["popular", "cheapest", "cheaper", "bigger", "biggest", "smaller", "smallest", "larger", "largest", "upgrade", "downgrade"],
    ...["vs", "versus", "travel", "far", "weekend", "weekends", "diffrence", "difference", "human", "robot", "real"],
    // Days and times of day, which the hours answer ("Monday to Friday, 9:00 AM to 5:00 PM") covers.
    ...["weekday", "weekdays", "saturday", "sunday", "morning", "mornings", "afternoon", "evening", "evenings", "today", "tomorrow"],
    ...["tonight", "lunch", "noon", "early", "late", "zone"],
    // Interjections say nothing about the question.
    ...["hey", "yo", "um", "uh", "hmm", "lol", "oh", "ah", "arr", "ahoy", "okay", "ok", "well", "btw", "cool", "great", "nice"],
    ...["perfect", "awesome", "alright", "thanks", "thx", "gotcha"],
  ]
    .map(normalize)
    .filter((term): term is string => term !== null),
);

/** "A chatbot for my dental office": the words that say who asks are not what is asked. */
export const WHO_ASKS = /\b(?:for|at|run|own|in) (?:my|our|a|an) [\p{L}-]+(?: [\p{L}-]+)?/gu;

/** A third of a question's words unknown to the site, and the question is about something else. */
const UNFAMILIAR_SHARE = 1 / 3;

/**
 * The answer to a question about something the site never talks about ("do you accept
 * bitcoin?", "does the chatbot speak Spanish?"): said plainly, with the ways to a person,
 * instead of quoting loosely related copy. Undefined when the question is about the site.
 */
/** A sentence that says who asks and asks nothing: "I own two franchise locations of a kids' tutoring center." */
const INTRODUCTION = /(?:^|[.!?]\s+)(?:i|we) (?:own|run|manage|operate|am|are|were|im|work (?:at|for|in))\b[^.!?,]{0,60}(?:[.!]|$)/g;

/** The words of a message the site does not use, without those that say who asks. */
export function unfamiliarIn(heard: Heard): string[] {
  return unfamiliarWords(heard.text.replace(INTRODUCTION, " ").replace(WHO_ASKS, " "), UNDERSTOOD).words;
}

export function offTheSite(message: string): Composed | undefined {
  const heard = hear(withoutInstructions(message)).text.replace(INTRODUCTION, " ").replace(WHO_ASKS, " ");
  const { words, of } = unfamiliarWords(heard, UNDERSTOOD);
  if (words.length === 0 || words.length / of < UNFAMILIAR_SHARE) return undefined;
  return notOnTheSite();
}

export function notOnTheSite(): Composed {
  return {
    declined: true,
    text: `Our website doesn't say anything about that, so I'd rather not guess. ${REACH_A_PERSON}`,
    sources: [],
    actions: [...PERSON_ACTIONS],
  };
}

/** Everyday topics no page of a company's site answers, though their words are common ones. */
export const EVERYDAY_TOPIC =
  /\bwho won\b|\b(?:the|last night'?s|tonight'?s|this week'?s) game\b|\bplayoffs?\b|\b(?:weather|forecast|temperature|rain(?:ing)?|snow(?:ing)?|sports?|football|basketball|baseball|super bowl|recipes?|bbq|barbecue|places? to eat|printers?|horoscope|lottery|stock market|stock price|bitcoin|crypto(?:currency)?|quit (?:my|your) (?:\w+ )?job)\b|\b(?:derivative|integral|equation|algebra|calculus|homework|solve for)\b/;
