import { aboutIntro, coreValues, howWeWork, mission } from "~/content/about";
import { REPLY_WITHIN, whatToExpect } from "~/content/book-demo";
import { company, formatAddress } from "~/content/company";
import { cookiePolicy, privacyPolicy, privacyRights, PRIVACY_MINIMUM_AGE, type LegalDocument } from "~/content/legal";
import { PERSON_ACTIONS } from "~/server/assistant/dialogue.server";
import { composeAnswer } from "~/server/assistant/compose.server";
import { retrieve } from "~/server/assistant/retrieval.server";
import { hasWord, hear, type Heard } from "~/server/assistant/words.server";
import { type Composed, PAGE, type Subject, bullets, lowerFirst, quoted, sentenceList } from "~/server/assistant/topics/shared.server";
import { COURSE_TALK, ELSEWHERE_PLACES, unfamiliarIn } from "~/server/assistant/topics/unknown.server";

/**
 * Questions about the company itself: where it works, how to reach it, who it is, and what its privacy policy
 * says about a visitor's own data.
 */

const ELSEWHERE = new RegExp(
  `\\b(?:${ELSEWHERE_PLACES.join("|")}|another state|other states|out of state|another country|outside|based (?:out )?(?:in|of)|located in|headquartered in|remote(?:ly)?|worldwide|nationwide|international(?:ly)?|anywhere|travel|on[- ]?site|in[- ]person|service area|areas? (?:do )?you (?:serve|cover)|where do you work|how far|nowhere near|not (?:near|close to|in) (?:north carolina|nc|concord)|far from)\\b`,
);

/** Words that ask whether someone comes over or works from afar: with a town, they ask about the area whatever else is said. */
const COMES_OVER_WORDS = ["come (?:to|out)", "zoom", "in[- ]person", "on[- ]?site", "travel", "visit", "remote(?:ly)?"];
/** Words of place: a long message that tells its story ("a plant in Kannapolis with hundreds of manuals… can you help?") asks about the place only in these. */
const PLACE_WORDS = [
  ...COMES_OVER_WORDS,
  ...["serve", "service area", "cover", "go (?:to|out)", "based", "local", "near", "area", "out here", "around here"],
  ...[
    "available in",
    "outside",
    "nowhere near",
    "far from",
    "only work",
    "work (?:with|in|for) (?:folks|people|businesses|companies|clients|anyone)",
  ],
];
/** In a short message that names a place, words of work ask about the area too ("do you help businesses in Ohio?"). */
const WORK_WORDS = ["service", "work (?:with|in|for)", "help", "clients?", "businesses", "companies", "available"];
const words = (list: readonly string[]) => new RegExp(`\\b(?:${list.join("|")})\\b`);
const COMES_OVER = words(COMES_OVER_WORDS);
const PLACE = words(PLACE_WORDS);
const PLACE_OR_WORK = words([...PLACE_WORDS, ...WORK_WORDS]);

/** "Are you a local company or a national outfit?" */
const ASKS_IF_LOCAL =
  /\b(?:are|r) (?:you|u|yall|you guys|you all) (?:a |an )?(?:actually |really )?local\b|\blocal (?:company|business|firm|team|outfit)\b.{0,60}\?|\b(?:national|big|large) (?:outfits?|compan(?:y|ies)|firms?|chains?|agenc(?:y|ies))\b.{0,60}\b(?:located|based|local)\b|\bwhere are you (?:actually |really )?(?:located|based)\b.{0,60}\blocal\b/;

export function localCompany(heard: Heard): Composed | undefined {
  if (!ASKS_IF_LOCAL.test(heard.text)) return undefined;
  return {
    text: `Yes, we're a local team. ${aboutIntro.lead.split(/(?<=\.)\s/)[0]} Our office is at ${formatAddress()}. We work on site within about ${company.serviceRadiusMiles} miles, including ${sentenceList(company.serviceArea.filter((t) => t !== company.address.city))}, and remotely with clients anywhere.`,
    sources: [PAGE.about, PAGE.contact, PAGE.faq],
  };
}

export function serviceArea(heard: Heard): Composed | undefined {
  // "What's your street address? I want to drop off paperwork in person": the address, not the area.
  if (ASKS_ADDRESS.test(heard.text)) return undefined;
  const town = company.serviceArea.find(
    (t) => new RegExp(`\\b${t.toLowerCase()}\\b`).test(heard.text) || (!t.includes(" ") && hasWord(heard, t.toLowerCase())),
  );
  const asksArea =
    /\b(?:that|so|too|how) far\b|\bfar away\b|\bdistance\b|\bradius\b|\bmiles\b/.test(heard.text) ||
    (heard.words.length > 16 ? PLACE : PLACE_OR_WORK).test(heard.text);
  const sources = [PAGE.faq, PAGE.contact];
  const onSite = `We're based in ${company.address.city}, ${company.address.regionName}, and work on site within about ${company.serviceRadiusMiles} miles, including ${sentenceList(company.serviceArea.filter((t) => t !== company.address.city))}.`;
  // A town and words of place ("would somebody come to our office in Charlotte, or is it all zoom?")
  // ask about the area, whatever else the message says; a town with other words may ask something else.
  if (town && asksArea && (COMES_OVER.test(heard.text) || unfamiliarIn(heard).length === 0)) {
    const elsewhere = /\bbased\b|\blocated\b|\bheadquartered\b/.test(heard.text) && town !== company.address.city;
    // "Are you Charlotte based?": no, but it is in the area.
    if (elsewhere)
      return {
        text: `Not in ${town} itself, but it is in our area. ${onSite} We also work remotely with clients anywhere.`,
        sources,
      };
    const yes = town === company.address.city ? `Yes, ${town} is home.` : `Yes, we work with businesses in ${town}.`;
    return { text: `${yes} ${onSite} We also work remotely with clients anywhere.`, sources };
  }
  if (!ELSEWHERE.test(heard.text) || !asksArea) return undefined;
  return { text: `Yes. We work remotely with clients anywhere, not only near our office. ${onSite}`, sources };
}

// ("When I open the chat window" is no question about the hours.)
const ASKS_HOURS =
  /\b(?<!how many )(?:hours|opening|close|closed|closing)\b(?! (?:long|of (?:class|instruction|training|content|video)))|(?<!\b(?:i|we|they|to|can|and|you) )\bopen\b(?! (?:the|a|an|my|your|up|it|source)\b)|\b(?:saturdays?|sundays?|weekends?)\b|\bwhat time\b|\b(?:phones?|office|lines?) (?:\w+ )?(?:staffed|answered|manned)\b/;

const ASKS_PHONE =
  /\bphones?\b|\bcall (?:you|u)\b|\btelephone\b|\b(?:your|ur|contact|the|a) number\b|^number\b|\bnumber (?:to call|for you)\b|\b(?:what|which) number\b|\bbest number\b|\bnumber to (?:reach|call|contact)\b/;

const ASKS_EMAIL = /\be-?mail\b|\bwrite to\b/;

const ASKS_ADDRESS =
  /\baddress\b|\bwhere (?:are you|is your (?:office|company))\b|\blocated\b|\b(?:are you|you(?:'?re| are)|is (?:the company|your company|piedmont[\w ]*)) (?:\w+ )?(?:based|headquartered)\b|\byour (?:hq|headquarters)\b|\bwhere(?:s| is) (?:your )?(?:hq|headquarters)\b|\b(?:your|ur|the|office|company) location\b|^location\b|\b(?:your|ur|the company'?s?) offices?\b|^(?:the )?office\b|\boffice (?:address|location)\b|\bvisit you\b|\bfind you\b|\bmail you\b/;

const ASKS_CONTACT =
  /\b(?:contact|reach|get in touch with|get hold of) (?:you|u|your team|someone|somebody|(?:a|an) (?:real |live |actual )?(?:person|human))\b|\bcontact (?:details|info|information)\b/;

const PERSONAL = /\b(?:ceos?|owners?|founders?|personal|cell|mobile|home|private)\b/;

export function contactDetails(heard: Heard, subjects: readonly Subject[]): Composed | undefined {
  const { text } = heard;
  const hours = `We're open ${company.openingHours.label}; ${lowerFirst(company.closedLabel)}.`;
  const phone = `Call us on ${company.phone.display}.`;
  const email = `Write to ${company.email}; we reply within ${REPLY_WITHIN}.`;
  const address = `${company.name} is at ${formatAddress()}.`;
  const sources = [PAGE.contact];
  // "Where are you based and what do you do?" asks who the company is: the about page says both.
  if (ASKS_WHO_YOU_ARE.test(text)) return undefined;
  if (PERSONAL.test(text) && (ASKS_PHONE.test(text) || ASKS_EMAIL.test(text) || ASKS_ADDRESS.test(text))) {
    return {
      declined: true,
      text: `Our website doesn't list anyone's personal number or address. You can reach the company on ${company.phone.display} (${company.openingHours.label}) or at ${company.email}.`,
      sources: [],
      actions: [...PERSON_ACTIONS],
    };
  }
  // "Is there a shuttle to your office?" asks what the site does not say, not for the address.
  // Judged in the sentences that ask for a detail: "ok and weekends? we run 24/7 at the comm center" asks of the hours.
  const asking = text
    .split(/(?<=[.?!])\s+/)
    .filter((s) => [ASKS_ADDRESS, ASKS_HOURS, ASKS_PHONE, ASKS_EMAIL, ASKS_CONTACT].some((asks) => asks.test(s)));
  // "You're headquartered in Raleigh, right?" names a place to check, not an unknown matter.
  const checked = (asking.join(" ") || text).replace(
    /\b(?:headquartered|based|located|offices?) (?:in|out of|near|at) [\p{L}-]+(?: [\p{L}-]+)?/u,
    " ",
  );
  if (unfamiliarIn(hear(checked)).length > 0) return undefined;
  // "Does the chatbot work on weekends?" asks about the chatbot, not the office.
  // "What time zone are the live sessions in?" asks about the courses.
  const aboutOffice = !subjects.some((s) => s.kind === "service" || s.kind === "plan") && !COURSE_TALK.test(text);
  const parts: string[] = [];
  if (ASKS_ADDRESS.test(text) && aboutOffice) parts.push(address);
  if (ASKS_HOURS.test(text) && aboutOffice) parts.push(hours);
  if (ASKS_PHONE.test(text) && aboutOffice) parts.push(`${phone}${ASKS_HOURS.test(text) ? "" : ` ${hours}`}`);
  if (ASKS_EMAIL.test(text) && aboutOffice) parts.push(email);
  if (parts.length === 0 && ASKS_CONTACT.test(text)) parts.push(phone, email, address, hours);
  if (parts.length === 0) return undefined;
  return { text: `${parts.join(" ")}${parts.length < 4 ? "" : " Or use the form on our contact page."}`, sources };
}

export const ASKS_BUSINESS_DATA =
  /\b(?:my|our) (?:[\p{L}]+ )?(?:data|documents|docs|files|information)\b.*\b(?:safe|secure|private|confidential|protected|privacy|used|share|shared|train)\b|\b(?:share|train on|use|see|access|store)\b.{0,20}\b(?:my|our) (?:[\p{L}]+ )?(?:data|documents|docs|files)\b|\bsell\b.{0,20}\b(?:my|our) (?:[\p{L}]+ )?(?:documents|docs|files)\b|\bdata (?:privacy|security)\b|\bsecure is\b|\btrain\w*\b.{0,30}\b(?:public|other|outside|open|someone elses) (?:ai )?models?\b|\bwhere (?:does|do|is|are|will|would) (?:our|my|the|all) (?:\w+ )?(?:data|information|documents?|docs|files?|records)\b.{0,30}\b(?:live|stored?|kept|keep|go|end up|sit|hosted)\b|\b(?:confidential|sensitive|proprietary)\b.{0,80}\b(?:load|upload|put|give|feed|send|share|store)\b|\b(?:load|upload|put|give|feed|send)\b.{0,40}\b(?:confidential|sensitive|proprietary)\b/u;

const ASKS_MISSION = /\bmission\b|\bwhy (?:do you exist|did you start)\b|\bstand for\b|\bpurpose\b/;

/** "How do you approach a project?", "do you lead with the tech?" */
const ASKS_HOW_WE_WORK =
  /\bhow (?:do|would|will) (?:you|u|yall) (?:\w+ )?(?:approach|tackle|handle|run|start) (?:a |an |the |our |my |new )?(?:project|engagement|job|work)s?\b|\b(?:lead|start) with (?:the )?tech\w*\b|\byour (?:approach|methodology|philosophy)\b/;
const ASKS_VALUES = /\bvalues\b|\bprinciples\b|\bstand for\b/;

const ASKS_WHO_YOU_ARE =
  /\bwhere are you (?:guys |all |folks )?(?:based|located|from)\b.{0,30}\bwhat (?:do|does) (?:you|your company)\b|\bwhat(?:s| is) (?:the )?(?:company|your company|piedmont[\w ]*) (?:called|about)\b|\bwho (?:are|is) (?:you guys|piedmont|your company|the company)\b|\btell me about (?:you|your company|the company)\b|\b(?:what|waht|wat|whats|wats) (?:is |s )?(?:this|the) (?:site|website|web site|page|company)\b|^(?:ok |so |um )*(?:what|waht|wat) (?:is|s) this[?.!]*$/;

/** "Will you be straight with me if AI isn't a fit? I don't want to get upsold." */
const ASKS_HONESTY =
  /\bupsell\w*|\bup-?sold\b|\boversell\w*|\bhard sell\b|\bsales ?pitch\b|\bpushy\b|\bsell (?:us|me) more\b|\b(?:straight|honest|upfront|up front|truthful)\b.{0,80}\b(?:fit|right|need|worth)\b|\b(?:is ?n[o']?t|not) (?:a )?(?:good |right )?fit\b/;

const HONEST_ADVICE = quoted(whatToExpect.items, (item) => item.title === "Honest Recommendations", 'demo item "Honest Recommendations"');
const TRANSPARENCY = quoted(coreValues.items, (v) => v.title === "Trust Through Transparency", 'core value "Trust Through Transparency"');

export function aboutCompany(heard: Heard): Composed | undefined {
  const { text } = heard;
  if (ASKS_HONESTY.test(text)) {
    return {
      text: `Yes. In the free demo ${lowerFirst(HONEST_ADVICE.description)} ${TRANSPARENCY.description}`,
      sources: [PAGE.demo, PAGE.about],
      suggestions: ["Book a free demo"],
    };
  }
  const parts: string[] = [];
  if (ASKS_WHO_YOU_ARE.test(text)) parts.push(`We're ${company.name}. ${aboutIntro.lead}`);
  if (ASKS_MISSION.test(text)) parts.push(`Our mission: ${mission.statement} ${mission.paragraphs[0]}`);
  if (ASKS_HOW_WE_WORK.test(text)) {
    parts.push(`${howWeWork.intro}\n${bullets(howWeWork.items.map((item) => `${item.title}: ${item.description}`))}`);
  }
  if (ASKS_VALUES.test(text) || hasWord(heard, "values")) {
    parts.push(`Our core values:\n${bullets(coreValues.items.map((v) => `${v.title}: ${v.description}`))}`);
  }
  if (parts.length === 0) return undefined;
  return { text: parts.join("\n\n"), sources: [PAGE.about] };
}

const ABOUT_OWN_DATA =
  /\b(?:sell|share|shared|delete|deleted|erase|remove|wipe|wiped|purge|scrub|access|copy|export|correct|keep|store|stored|do with|use)\b.*\b(?:my|our)?\s*(?:personal )?(?:data|info|information|details|email|e-mail|address|name)\b|\b(?:my|our|their|his|her|personal) (?:data|info|information|details|e-?mail(?: address)?)\b.*\b(?:sell|share|delete|erase|remove|wipe|purge|scrub|access|copy|export|correct|keep|store|do with|use)/;

/** Children named with the site, its services or their details: "can kids use your site?", not "sign kids up for VBS". */
const ABOUT_CHILDREN =
  /\b(?:children|child|kids|minors?|teens?|teenagers?|grandkids|students)\b.{0,60}\b(?:your (?:site|website|services?|chat|forms?)|use (?:it|this|the site|your)|allowed|info|information|data|sign up (?:here|on)|on here)\b|\b(?:your (?:site|website|services?|chat)|allow)\b.{0,40}\b(?:children|child|kids|minors?|teens?|teenagers?)\b/;

const ABOUT_AGE =
  /\b(?:minimum age|how old|age limit|age requirement|what age|age cut-?off|cut-?off age|old enough|under 1\d|(?:1[0-7]|[1-9])[- ]?(?:years?|yrs?)[- ]olds?|(?:am|im|is|are|theyre|aged?) 1[0-7](?! (?:people|employees|staff|of us)))\b/;

/**
 * The paragraph of a legal document that starts with `start`, as the page shows it. Read once, when
 * the module loads: a policy whose wording changed fails every test at once instead of leaving an
 * answer without its sentence.
 */
export function legalParagraph(document: LegalDocument, start: string): string {
  for (const section of document.sections)
    for (const block of section.blocks) if (block.kind === "paragraph" && block.text.startsWith(start)) return block.text;
  throw new Error(`${document.title} has no paragraph starting "${start}": the assistant quotes it.`);
}

/** The items of the lists in a legal document's section, as the page shows them (read once, like a paragraph). */
function legalList(document: LegalDocument, sectionId: string): readonly string[] {
  const items =
    document.sections.find((section) => section.id === sectionId)?.blocks.flatMap((block) => (block.kind === "list" ? block.items : [])) ??
    [];
  if (items.length === 0) throw new Error(`${document.title} has no list in its section "${sectionId}": the assistant quotes it.`);
  return items;
}

/** "What rights do I have over my data?" */
const ASKS_RIGHTS =
  /\b(?:delete|erase|remove|wipe|purge)\b.{0,40}\b(?:on|about|of) (?:me|us)\b|\b(?:my|our) (?:details|data|info|information)\b.{0,12}\b(?:wiped|deleted|erased|removed|purged)\b|\bcopy of everything\b|\bload (?:it |them )?into another\b|\bexport (?:my|our) (?:data|info|information)\b|\b(?:still )?apply to (?:me|us)\b.{0,40}\b(?:nc|north carolina|us|usa|united states|eu|europe|gdpr|state|country)\b|\b(?:not|outside) (?:in )?the eu\b|\bforget (?:about )?me\b|\bright to be forgotten\b|\bportab\w*|\bmachine[- ]readable\b|\b(?:a )?copy of (?:my|our|the) (?:personal )?(?:data|information|info)\b|\brights?\b.{0,60}\b(?:privacy|data|information|info|personal|details)\b|\b(?:privacy|data|information|info|personal|details)\b.{0,60}\brights?\b/;

/** What the privacy policy says each form stores, line by line ("Demo requests: first and last name, …"). */
const STORED_BY_FORM = legalList(privacyPolicy, "information-we-collect");

/** "What info do you keep when I fill out the demo form?" */
export const ASKS_FORM_DATA =
  /\b(?:what|which) (?:info|information|data|details|personal (?:info|information|data|details))\b.{0,50}\b(?:keep|store|collect|save|record|gather|hold|ask for|take)\b|\bwhat (?:do|does|will) (?:you|u|it|the form) (?:keep|store|collect|save|record)\b/;

const FORMS: readonly (readonly [RegExp, string])[] = [
  [/\bdemos?\b/, "Demo requests"],
  [/\bcontact\b|\bmessage form\b/, "Contact messages"],
  [/\btraining\b|\bcourses?\b|\bclass\b|\bregist\w*/, "Training registrations"],
  [/\bwebinars?\b/, "Webinar registrations"],
  [/\bnewsletter\b|\bsubscri\w*/, "Newsletter"],
];

/** The lines of the privacy policy for the forms `text` names (every form's when it names none). */
export function formData(text: string): Composed | undefined {
  // "…and how long do you hang on to it?"
  const kept = retention(hear(text));
  if (kept) return kept;
  const named = FORMS.filter(([words]) => words.test(text)).flatMap(([, lead]) => STORED_BY_FORM.filter((line) => line.startsWith(lead)));
  const lines = named.length > 0 ? named : STORED_BY_FORM;
  if (lines.length === 0) return undefined;
  return {
    text: `When you send one of our forms, we store what you enter:\n${bullets(lines)}\nTo ask about your own data, write to ${company.email}.`,
    sources: [PAGE.privacy],
  };
}

/** "What rights do I have?", "can I get my data in a machine-readable format?" */
export function rightsAsked(heard: Heard): Composed | undefined {
  return ASKS_RIGHTS.test(heard.text) ? visitorsRights(heard.text) : undefined;
}

/** "Whichever country or state you live in, you can ask us…": the rights' own opening. */
const RIGHTS_EVERYWHERE = legalParagraph(privacyPolicy, "Whichever country or state");

/** The privacy policy's cases of sharing, each a line of its list ("Service providers who…"). */
const SHARED_WITH = legalList(privacyPolicy, "sharing");
const SHARED_ONLY_IF = legalParagraph(privacyPolicy, "We do not sell, rent");

/** "Who else gets the info I submit?", "what happens to my info if you get bought out?", "what about the demo videos?" */
const ASKS_WHO_GETS =
  /\bwho (?:else )?(?:gets|sees|receives|has access to|can see)\b.{0,40}\b(?:info|information|data|details|submit|send|enter|type)\w*\b|\bshare\w* (?:my|our|the|that|this) (?:info|information|data|details)\b|\b(?:third[- ]part(?:y|ies)|anyone else)\b.{0,40}\b(?:info|information|data|details)\b/;
const ASKS_IF_SOLD_OFF =
  /\bbought(?: out)?\b|\bacquired\b|\bacquisition\b|\bmerge[sd]?\b|\bmerger\b|\bgo(?:es)? out of business\b|\bchange of ownership\b/;
const ASKS_VIDEO_DATA =
  /\bvideos?\b.{0,60}\b(?:track\w*|cookies?|data|privacy|ip|watch\w*|youtube|collect\w*|see)\b|\b(?:track\w*|cookies?|data|privacy|ip|collect\w*)\b.{0,60}\bvideos?\b/;

/** "Do you record the chats on this website?": this site's own chat, not a chatbot we build. */
const ASKS_SITE_CHAT_DATA =
  /\bwhat happens to\b.{0,40}\b(?:i|we) (?:type|enter|put|give|share|write|send)\b|\b(?:record|save|store|keep|log|read|see|monitor|track)\w* (?:the |my |our |these |this )?(?:chats?|conversations?|messages?|what i (?:type|write|say))\b|\b(?:chats?|conversations?|messages?|what i (?:type|write|say))\b.{0,30}\b(?:recorded|saved|stored|kept|logged|read|private|confidential|go(?:es)?)\b/;
const ON_THIS_SITE =
  /\b(?:this|your) (?:website|site|web site|page|chat|assistant)\b|\bthis chat\b|\bhere\b|\bwhat i (?:type|write|say)\b|\bdo (?:you|u) (?:record|save|store|keep|log|read)\b/;
const CHAT_COLLECTED = quoted(
  privacyPolicy.sections.flatMap((section) => section.blocks).flatMap((block) => (block.kind === "paragraph" ? [block] : [])),
  (block) => block.lead?.startsWith("Messages to our chat assistant") ?? false,
  'privacy policy paragraph "Messages to our chat assistant…"',
);
/** The cookie policy's line on what the chat keeps in the browser. */
const CHAT_KEPT = quoted(
  cookiePolicy.sections.flatMap((section) => section.blocks).flatMap((block) => (block.kind === "terms" ? block.items : [])),
  (item) => item.term === "Chat assistant",
  'cookie policy term "Chat assistant"',
).text;

/** The privacy policy's own lines on who receives a visitor's information. */
export function whoGetsData(heard: Heard): Composed | undefined {
  const { text } = heard;
  const line = (start: string) => SHARED_WITH.find((item) => item.startsWith(start));
  if (
    ASKS_SITE_CHAT_DATA.test(text) &&
    ON_THIS_SITE.test(text) &&
    /\b(?:chats?|conversations?|assistant)\b/.test(text) &&
    !/\b(?:forms?|customers?|clients?|patients?|our (?:visitors|users))\b/.test(text)
  ) {
    const shared = line("The chat assistant");
    if (shared) {
      return {
        text: `${CHAT_COLLECTED.text.replace(/\s*\(see section \d+\)/, "")} ${shared.replace(/^The chat assistant\. /, "")} ${CHAT_KEPT}`.trim(),
        sources: [PAGE.privacy, PAGE.cookies],
      };
    }
  }
  if (ASKS_VIDEO_DATA.test(text)) {
    const video = line("The video player");
    // Its line says the player's service may set cookies of its own, as the cookie policy does.
    if (video) return { text: video, sources: [PAGE.privacy, PAGE.cookies] };
  }
  if (ASKS_IF_SOLD_OFF.test(text) && /\b(?:info|information|data|details|policy)\b/.test(text)) {
    const owner = line("A change of ownership");
    if (owner) return { text: owner, sources: [PAGE.privacy] };
  }
  if (ASKS_WHO_GETS.test(text)) {
    return {
      text: `${SHARED_ONLY_IF}\n${bullets(SHARED_WITH)}`,
      sources: [PAGE.privacy],
    };
  }
  return undefined;
}

/** The privacy policy's rights, each with what it lets a visitor ask. */
/** The words that ask for one right, by the privacy policy's name of it. */
const ONE_RIGHT: readonly (readonly [string, RegExp])[] = [
  ["Erasure", /\b(?:delete\w*|erase\w*|erasure|remov\w*|wipe\w*|purge\w*|forget|forgotten)\b/],
  ["Data portability", /\bportab\w*|\bmachine[- ]readable\b|\b(?:send|move|transfer)\w* (?:it|them|my \w+) to\b/],
  ["Rectification", /\b(?:correct\w*|rectif\w*|fix\w*|wrong|inaccurate|out of date)\b/],
  ["Objection", /\bobject\w*\b/],
  ["Restriction", /\brestrict\w*|\blimit (?:how|what)\b/],
];

function visitorsRights(text = ""): Composed {
  // "How do I get my details wiped?" asks for one right: that one, and how to use it.
  const asked = ONE_RIGHT.filter(([, words]) => words.test(text)).map(([term]) => term);
  const right = asked.length === 1 ? privacyRights.find((r) => r.term === asked[0]) : undefined;
  if (right)
    return {
      text: `${right.term}: ${right.text} To ask, write to ${company.email} or call ${company.phone.display}. It is one of ${privacyRights.length} rights our privacy policy gives you, whichever country or state you live in.`,
      sources: [PAGE.privacy],
    };
  return {
    text: `${RIGHTS_EVERYWHERE.replace("these rights", `these ${privacyRights.length} rights`)}\n${bullets(privacyRights.map((r) => `${r.term}: ${r.text}`))}\nTo use one, write to ${company.email} or call ${company.phone.display}.`,
    sources: [PAGE.privacy],
  };
}

/** "If someone hacks your site and steals my info, would you tell me?" */
const ASKS_BREACH = /\bhack\w*|\bbreach\w*|\bstolen\b|\bsteal\w*|\bleak\w*|\bcompromised\b/;
const ON_BREACH = legalParagraph(privacyPolicy, "No way of sending");

const ASKS_IF_SOLD = /\b(?:sell|sold|selling|rent|trade|give away)\b/;

const NOT_SOLD = legalParagraph(privacyPolicy, "We do not sell");

/**
 * A visitor's own data ("will you sell my e-mail?", "delete my info", "is there a minimum age?"):
 * the privacy policy's words on it, and how to ask.
 */
/** "How long do you keep my form submissions?" */
const ASKS_RETENTION = /\bhow long\b.{0,30}\b(?:keep|kept|store|stored|retain|hold|hang on|save)\w*|\bretention\b|\bretain\w*/;
// (Its "see section 7" points into the page; the answer names the rights itself.)
const KEPT_FOR = legalParagraph(privacyPolicy, "We keep form submissions").replace(/\s*\(see section \d+\)/, "");

/** How long the privacy policy keeps what a visitor sends. */
export function retention(heard: Heard): Composed | undefined {
  return ASKS_RETENTION.test(heard.text) ? { text: KEPT_FOR, sources: [PAGE.privacy] } : undefined;
}

export function visitorsData(heard: Heard): Composed | undefined {
  const { text } = heard;
  if (
    /\b(?:forms?|submissions?|sign[- ]?ups?|newsletter|(?:my|our) (?:personal )?(?:data|info|information|details|e-?mails?|names?))\b/.test(
      text,
    )
  ) {
    const kept = retention(heard);
    if (kept) return kept;
  }
  if (ASKS_RIGHTS.test(text)) return visitorsRights(text);
  if (
    ASKS_BREACH.test(text) &&
    /\b(?:my|our|your|customers?'?|visitors?'?) (?:\w+ )?(?:info|information|data|details)\b|\bsite\b/.test(text)
  )
    return { text: `${ON_BREACH} To ask about your own data, write to ${company.email}.`, sources: [PAGE.privacy] };
  const aboutAge = ABOUT_AGE.test(text) || ABOUT_CHILDREN.test(text);
  if (!ABOUT_OWN_DATA.test(text) && !aboutAge) return undefined;
  if (ASKS_BUSINESS_DATA.test(text)) return undefined;
  // "Will you sell my e-mail?": the policy's own "We do not sell", first.
  if (ASKS_IF_SOLD.test(text)) {
    return {
      text: `No. ${NOT_SOLD} To ask about your own data, write to ${company.email} or call ${company.phone.display}.`,
      sources: [PAGE.privacy],
    };
  }
  if (aboutAge) {
    return {
      text: `Our site and services are meant for businesses and adults, not for children under ${PRIVACY_MINIMUM_AGE}: we do not knowingly collect personal information from anyone under ${PRIVACY_MINIMUM_AGE}. If a child under ${PRIVACY_MINIMUM_AGE} has sent us information, write to ${company.email} and we delete it.`,
      sources: [PAGE.privacy],
    };
  }
  const retrieval = retrieve(text);
  const hits = retrieval.hits.filter((hit) => hit.passage.url === PAGE.privacy.url);
  const found = hits.length ? composeAnswer({ ...retrieval, hits }) : "";
  if (!found) return undefined;
  return {
    text: `${found} To ask about your own data, write to ${company.email} or call ${company.phone.display}.`,
    sources: [PAGE.privacy],
  };
}
