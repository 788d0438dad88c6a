import { findPhoneNumbersInText, parsePhoneNumberFromString } from "libphonenumber-js/min";
import type { z } from "zod";
import { company } from "~/content/company";
import { contactSchema } from "~/forms/contact";
import { courseCatalogue } from "~/content/courses";
import { demoRequestSchema } from "~/forms/demo-request";
import { LIMITS } from "~/forms/field-rules";
import { newsletterSchema } from "~/forms/newsletter";
import type { FormId } from "~/forms/outcome";
import { MAX_GROUP_ATTENDEES, MIN_GROUP_ATTENDEES, trainingMessages, trainingRegistrationSchema } from "~/forms/training-registration";
import type { Source } from "~/lib/assistant-answer";
import { normalize, TOKENIZE } from "~/server/assistant/retrieval.server";
import { PAGE } from "~/server/assistant/topics/shared.server";

/**
 * Leads taken in conversation (decision 0018). A fixed dialogue per form, never the model's:
 * a request starts it, each answer is checked with the form's own zod schema, a summary is
 * confirmed, and only then is the lead handed to the forms' pipeline. The server keeps no
 * state: the dialogue is replayed from the visitor's messages each time, so a conversation is
 * whole in every request and any server instance can answer it.
 */
type LeadForm = Extract<FormId, "newsletter" | "demo" | "contact" | "training">;
type Values = Record<string, string>;
type Accepted = { values: Values; error?: undefined } | { error: string; values?: Values };

interface Step {
  /** The question; it may read what is known so far. */
  ask: (values: Values) => string;
  /** Quick replies the panel may offer. */
  suggestions?: (values: Values) => string[];
  /** The values this answer gives, or what is wrong with it in the form's words (and what it narrowed down). */
  accept: (answer: string, values: Values) => Accepted;
  /** Skipped when the request already said it (a course named in "register me for …"). */
  known?: (values: Values) => boolean;
  /** The fields this step fills, so a visitor can correct one by name ("change the e-mail to …"). */
  sets: readonly string[];
  /** Takes any text (a message, a demo topic): a question there is the answer, not an interruption. */
  freeText?: boolean;
}

interface Flow {
  form: LeadForm;
  /** What the assistant says when the request starts the dialogue. */
  intro: string;
  /** The page with the same form, shown as the opening's source: the visitor may fill it in there instead. */
  page?: Source;
  steps: Step[];
  summary: (values: Values) => string[];
  /** The form's fields as the pipeline takes them. */
  fields: (values: Values) => Record<string, unknown>;
}

function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

function field(schema: z.ZodType, key: string) {
  return (answer: string): Accepted => {
    const error = firstError(schema, answer.trim());
    return error ? { error } : { values: { [key]: answer.trim() } };
  };
}

/** Words no name is made of: a question or a filler in its place ("actually what are your hours"). */
const NOT_NAME_WORDS = new Set(
  "actually what how where why which when your you are is does the hours price cost about please thanks hello".split(" "),
);

/** An e-mail address given in a message, when the forms would accept it. */
function emailIn(text: string): string | undefined {
  const email = /[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+/.exec(text)?.[0];
  return email && !firstError(newsletterSchema.shape.email, email) ? email : undefined;
}

/** Answers that decline to give a name: they are not one. */
const NOT_A_NAME = /\b(?:rather not|prefer not|don'?t want|do not want|no thanks|skip|anonymous|none|n\/a|not telling|no name)\b/i;

/**
 * "Jane Doe" or "Jane van der Berg": the first word is the first name, the rest the last name.
 * One word is the first name, and the last name is asked next, as the forms need both.
 */
function nameSteps(shape: { firstName: z.ZodType; lastName: z.ZodType }): Step[] {
  return [
    {
      sets: ["firstName", "lastName"],
      ask: () => "What is your first and last name?",
      accept: (answer): Accepted => {
        if (NOT_A_NAME.test(answer)) return { error: "I need your name to pass this on, as the form does (say cancel to stop)." };
        const words = answer
          .trim()
          .replace(/^(?:my name is|i am|i'?m|it'?s|this is)\s+/i, "")
          .replace(/[.!]+$/, "")
          .split(/\s+/)
          .filter(Boolean);
        const email = emailIn(answer);
        if (email) return { error: "Thanks, I've noted your e-mail address.", values: { email } };
        if (words.length > 5 || words.some((w) => /[\d@]/.test(w) || NOT_NAME_WORDS.has(w.toLowerCase())))
          return { error: "That doesn't look like a name." };
        const [firstName = "", ...rest] = words;
        const lastName = rest.join(" ");
        const error = firstError(shape.firstName, firstName) ?? (lastName ? firstError(shape.lastName, lastName) : undefined);
        const values: Values = lastName ? { firstName, lastName } : { firstName };
        return error ? { error } : { values };
      },
      known: (values) => Boolean(values.firstName),
    },
    {
      sets: ["lastName"],
      ask: (values) => `Thanks, ${values.firstName}. And your last name?`,
      accept: (answer): Accepted => {
        if (NOT_A_NAME.test(answer)) return { error: "The form needs a last name too (say cancel to stop)." };
        const email = emailIn(answer);
        if (email) return { error: "Thanks, I've noted your e-mail address. The form needs a last name too.", values: { email } };
        const lastName = answer.trim().replace(/[.!]+$/, "");
        const error = firstError(shape.lastName, lastName);
        return error ? { error } : { values: { lastName } };
      },
      known: (values) => Boolean(values.lastName),
    },
  ];
}

function emailStep(schema: z.ZodType): Step {
  return {
    sets: ["email"],
    ask: (values) =>
      values.firstName ? `Thanks, ${values.firstName}. What e-mail address should we reply to?` : "What e-mail address should we use?",
    accept: field(schema, "email"),
    known: (values) => Boolean(values.email),
  };
}

/** A subject line from a longer text: its first sentence, cut at a word. */
function subjectOf(text: string): string {
  const first = text.trim().split(/(?<=[.!?])\s/)[0] ?? text;
  if (first.length <= 80) return first;
  return `${first.slice(0, 80).replace(/\s+\S*$/, "")}…`;
}

const trainingShape = trainingRegistrationSchema.in.shape;

/** The catalogue's course names that best match words of the text (several when it is ambiguous). */
export function coursesNamed(text: string): string[] {
  const words = new Set(
    text
      .split(TOKENIZE)
      .map(normalize)
      .filter((w): w is string => w !== null),
  );
  const generic = new Set(["aw", "aws", "course", "training", "build", "practical", "application", "development", "ml", "genai"]);
  let best: string[] = [];
  let bestScore = 0;
  for (const name of courseCatalogue) {
    const nameWords = name
      .split(TOKENIZE)
      .map(normalize)
      .filter((w): w is string => w !== null && !generic.has(w));
    const score = nameWords.filter((w) => words.has(w)).length;
    if (score > bestScore) [best, bestScore] = [[name], score];
    else if (score === bestScore && score > 0) best.push(name);
  }
  return best;
}

const courseStep: Step = {
  sets: ["training"],
  ask: (values) => {
    const options = values.courseOptions ? values.courseOptions.split("\n") : courseCatalogue;
    return `Which course would you like to register for?\n${options.map((name, i) => `${i + 1}. ${name}`).join("\n")}`;
  },
  suggestions: (values) => (values.courseOptions ? values.courseOptions.split("\n") : [...courseCatalogue]),
  accept: (answer, values): Accepted => {
    const options = values.courseOptions ? values.courseOptions.split("\n") : courseCatalogue;
    const number = /^\s*(\d{1,2})\.?\s*$/.exec(answer);
    const byNumber = number ? options[Number(number[1]) - 1] : undefined;
    const exact = courseCatalogue.find((name) => name.toLowerCase() === answer.trim().toLowerCase());
    const named = byNumber ?? exact ?? (coursesNamed(answer).length === 1 ? coursesNamed(answer)[0] : undefined);
    if (named) return { values: { training: named, courseOptions: "" } };
    const several = coursesNamed(answer);
    if (several.length > 1) return { error: "That matches more than one course.", values: { courseOptions: several.join("\n") } };
    return { error: firstError(trainingShape.training, answer) ?? "Please select a training course" };
  },
  known: (values) => Boolean(values.training),
};

const FLOWS: Record<LeadForm, Flow> = {
  newsletter: {
    form: "newsletter",
    intro: "Happy to sign you up for our newsletter.",
    steps: [emailStep(newsletterSchema.shape.email)],
    summary: (v) => [`Newsletter sign-up for ${v.email}.`],
    fields: (v) => ({ email: v.email }),
  },
  demo: {
    form: "demo",
    intro: "I can request your free demo right here. It takes four short questions.",
    page: PAGE.demo,
    steps: [
      ...nameSteps(demoRequestSchema.shape),
      emailStep(demoRequestSchema.shape.email),
      { sets: ["company"], ask: () => "What is the name of your company?", accept: field(demoRequestSchema.shape.company, "company") },
      {
        sets: ["message"],
        freeText: true,
        ask: () => "What would you like the demo to cover? A sentence or two about your business helps.",
        accept: (answer) => {
          const error = firstError(demoRequestSchema.shape.message, answer.trim());
          return error ? { error } : { values: { message: answer.trim() } };
        },
      },
    ],
    summary: (v) => [`Name: ${v.firstName} ${v.lastName}`, `E-mail: ${v.email}`, `Company: ${v.company}`, `Demo topic: ${v.message}`],
    fields: (v) => ({
      firstName: v.firstName,
      lastName: v.lastName,
      email: v.email,
      company: v.company,
      subject: subjectOf(v.message ?? "").slice(0, LIMITS.subject),
      message: v.message,
    }),
  },
  contact: {
    form: "contact",
    intro: `I can pass a message to our team; a person reads every one. You can also call ${company.phone.display} (${company.openingHours.label}) or e-mail ${company.email}.`,
    page: PAGE.contact,
    steps: [
      ...nameSteps(contactSchema.shape),
      emailStep(contactSchema.shape.email),
      {
        sets: ["message"],
        freeText: true,
        ask: () => "What would you like to tell us?",
        accept: (answer) => {
          const error = firstError(contactSchema.shape.message, answer.trim());
          return error ? { error } : { values: { message: answer.trim() } };
        },
        known: (values) => Boolean(values.message),
      },
    ],
    summary: (v) => [`Name: ${v.firstName} ${v.lastName}`, `E-mail: ${v.email}`, `Message: ${v.message}`],
    fields: (v) => ({
      firstName: v.firstName,
      lastName: v.lastName,
      email: v.email,
      subject: subjectOf(v.message ?? "").slice(0, LIMITS.subject),
      message: v.message,
    }),
  },
  training: {
    form: "training",
    intro: "I can register your interest in a course; we then contact you with dates, format and next steps.",
    page: PAGE.training,
    steps: [
      courseStep,
      ...nameSteps(trainingShape),
      emailStep(trainingShape.email),
      {
        sets: ["trainingType", "attendeeCount"],
        ask: () => "Are you registering on your own, or for a group? For a group, say how many people.",
        suggestions: () => ["Just me", "A group"],
        accept: (answer) => {
          const group = groupOf(answer);
          if (group) return group;
          if (/\b(?:me|myself|alone|on my own|individual|just me|only me|one|1)\b/i.test(answer))
            return { values: { trainingType: "individual" } };
          return { error: 'Please say "on my own" or "a group of" and the number of people.' };
        },
        known: (values) => Boolean(values.trainingType),
      },
      {
        sets: ["attendeeCount"],
        ask: () => "How many people will attend?",
        accept: (answer) => {
          const count = /\d+/.exec(answer)?.[0];
          return count ? attendees(count) : { error: trainingMessages.attendeesRequired };
        },
        known: (values) => values.trainingType !== "group" || Boolean(values.attendeeCount),
      },
      {
        sets: ["preferredContactMethod"],
        ask: () => "Should we contact you by e-mail or by phone?",
        suggestions: () => ["E-mail", "Phone"],
        accept: (answer) => {
          if (/\b(?:phone|call|ring|text)\b/i.test(answer)) return { values: { preferredContactMethod: "phone" } };
          if (/\b(?:e-?mail|mail|either|any|whatever)\b/i.test(answer)) return { values: { preferredContactMethod: "email" } };
          return { error: 'Please say "e-mail" or "phone".' };
        },
        known: (values) => Boolean(values.preferredContactMethod),
      },
      {
        sets: ["contactNumber", "countryCode"],
        ask: () => "What number should we call? Add the country code if you are outside the US.",
        accept: (answer) => phoneNumber(answer),
        known: (values) => values.preferredContactMethod !== "phone" || Boolean(values.contactNumber),
      },
    ],
    summary: (v) => [
      `Course: ${v.training}`,
      `Name: ${v.firstName} ${v.lastName}`,
      `E-mail: ${v.email}`,
      v.trainingType === "group" ? `Registration: a group of ${v.attendeeCount}` : "Registration: on my own",
      v.preferredContactMethod === "phone" ? `Contact me by phone: ${v.phoneDisplay}` : "Contact me by e-mail",
    ],
    fields: (v) => ({
      firstName: v.firstName,
      lastName: v.lastName,
      email: v.email,
      training: v.training,
      preferredContactMethod: v.preferredContactMethod,
      ...(v.preferredContactMethod === "phone" ? { countryCode: v.countryCode, contactNumber: v.contactNumber } : {}),
      trainingType: v.trainingType,
      ...(v.trainingType === "group" ? { attendeeCount: Number(v.attendeeCount) } : {}),
      // The visitor confirms the summary, which says they agree to be contacted about it.
      confirmInterest: true,
    }),
  },
};

/** A group's size, checked as the form checks it. */
function attendees(count: string): Accepted {
  const n = Number(count);
  if (n < MIN_GROUP_ATTENDEES) return { error: trainingMessages.attendeesMin };
  if (n > MAX_GROUP_ATTENDEES) return { error: trainingMessages.attendeesMax };
  return { values: { trainingType: "group", attendeeCount: String(n) } };
}

/** "My team of 5", "a group of 12", "8 people", "for 3 of us": a group and its size. */
function groupOf(text: string): Accepted | undefined {
  const count =
    /\b(?:team|group|class) of (\d+)\b|\b(\d+) (?:people|persons|of us|attendees|employees|staff|colleagues|students|members)\b/i.exec(
      text,
    );
  if (count) return attendees(count[1] ?? count[2]!);
  if (/\b(?:group|team|we|us|colleagues|staff|employees)\b/i.test(text)) return { values: { trainingType: "group" } };
  return undefined;
}

/** A phone number the form accepts: its country (the US unless a + code says otherwise) and the number. */
function phoneNumber(answer: string): Accepted {
  const phone = parsePhoneNumberFromString(answer.trim(), "US");
  if (!phone?.isValid() || !phone.country) return { error: trainingMessages.phoneInvalid };
  return {
    values: { countryCode: phone.country, contactNumber: phone.nationalNumber, phoneDisplay: phone.formatInternational() },
  };
}

/**
 * A request says so in its first words ("I'd like a demo", "register me for …", "can I book …",
 * "subscribe me"); a question that only mentions a demo or a course ("how long is a demo?",
 * "can 5 of us sign up together?") is answered from the site instead.
 */
const REQUEST_START =
  /^(?:(?:hi|hello|hey|yes|ok|okay|great|thanks|thank you)[,!.]?\s+)?(?:please\s+)?(?:i'?d like|i would like|i'?d love|i want|i wanna|i need|i'?m interested in|interested in|let'?s|can i|could i|may i|can you|could you|would you|can someone|could someone|can somebody|have someone|sign me up|register me|subscribe me|add me|book me|enrol me|enroll me|put me down|book|schedule|request|arrange|set up|register|enrol|enroll|subscribe|sign up|join|send|contact|call|email|e-mail|talk|speak|get me|connect me)\b/i;

// "Can I just get a free trial instead of sitting through a demo?" asks for something else.
const ASKS_INSTEAD =
  /\b(?:what|how|when|which|why|where|whether|explain|tell me|know|costs?|price|pricing|trials?|skip|confirm)\b|\binstead of\b|\brather than\b|\b(?:is|are) (?:it|the|this|that|there)\b/;

/** A person to talk to: "a real person", "a human", "someone", "sales", "your team". */
const PERSON =
  /\b(?:talk|speak|chat)(?: to| with)? (?:a |an |your |some )?(?:real |live |actual )?(?:person|human|someone|somebody|sales|team|rep|representative|agent|people)\b/;

/** "Ok, sign me up", "let's do it": yes to whatever was talked about, with nothing named. */
const BARE_YES_TO_BUY =
  /^(?:(?:ok(?:ay)?|great|yes|yeah|sure|cool|perfect|sounds good|alright)[,!.]?\s*)?(?:sign (?:me|us) up|let'?s do (?:it|this)|i'?ll take (?:it|one)|i want (?:it|that|one)|let'?s go|count (?:me|us) in|how do i (?:buy|sign up|get started|order)(?: it| one)?|where do i sign(?: up)?)\W*$/;

/**
 * Whether a message asks to be signed up, registered, sent a demo or put in touch, and for which
 * form. `before`, the visitor's message before it, says what a bare "sign me up" is for: a course,
 * or otherwise the demo every service starts with.
 */
export function requestedForm(text: string, before = ""): LeadForm | undefined {
  const t = text.trim().toLowerCase();
  if (BARE_YES_TO_BUY.test(t) && before)
    return /\b(?:courses?|class(?:es)?|training|sagemaker|bedrock|prompt engineering|newsletter)\b/i.test(before)
      ? /\bnewsletter\b/i.test(before)
        ? "newsletter"
        : "training"
      : "demo";
  // "Can someone explain how the demo works?", "I want to know what a consultation costs": a
  // question in the words of a request is answered, not turned into a form.
  if (!REQUEST_START.test(t) || ASKS_INSTEAD.test(t)) return undefined;
  if (/\b(subscribe|sign me up|join|add me)\b.*\b(newsletter|mailing list|updates|emails?)\b|^(please )?subscribe( me)?\b/.test(t))
    return "newsletter";
  if (
    /\b(register|enrol|enroll|sign (me |us |my team )?up|book|join|take|attend|reserve)\b.{0,60}\b(course|training|class|workshop|sagemaker|bedrock|prompt engineering)\b/.test(
      t,
    )
  )
    return "training";
  if (/\bdemo\b|\b(?:meeting|appointment|consultation|video call)\b/.test(t)) return "demo";
  if (
    /\b(send|leave|write)\b.{0,20}\bmessage\b|\b(contact|call|email|e-mail|phone|ring) me\b|\bcontact (?:sales|your team|someone|you)\b|\b(?:get|request|want|need) (?:a |an )?(?:quote|estimate|proposal)\b/.test(
      t,
    ) ||
    PERSON.test(t)
  )
    return "contact";
  return undefined;
}

const YES = /^(y|yes|yeah|yep|yup|sure|ok|okay|confirm|correct|send|please do|go ahead|that'?s right)\b/i;
const NO = /^(n|no|nope|cancel|don'?t|do not)\b/i;
const STOP =
  /^(?:(?:actually|oh|um|hmm|wait|sorry|no)[,.!]?\s+)?(?:cancel|stop|never ?mind|forget (?:it|that|about it)|quit|exit|no thanks|not now|changed my mind|i changed my mind|leave it|don'?t bother)\b/i;

/** "Change the email to …", "actually my e-mail is …", "the company is …": a field corrected. */
const EDIT =
  /^(?:(?:actually|sorry|oops|wait|no)[,.!]?\s+)?(?:(?:please\s+)?(?:change|update|correct|fix|make)\s+(?:the\s+|my\s+)?(e-?mail|name|last name|first name|company|message|topic|course|phone|number)(?:\s+address)?\s+(?:to|into|as)\s+|(?:my|the)\s+(e-?mail|name|last name|first name|company|message|topic|course|phone|number)(?:\s+address)?\s+(?:is|should be)\s+)(.+)$/i;

/** The visitor's words for a form's fields. */
const FIELD_WORDS: Record<string, string> = {
  email: "email",
  "e-mail": "email",
  name: "firstName",
  "first name": "firstName",
  "last name": "lastName",
  company: "company",
  message: "message",
  topic: "message",
  course: "training",
  phone: "contactNumber",
  number: "contactNumber",
};

/** The step of a flow that fills the field a visitor names ("the e-mail"), or -1. */
function stepFor(flow: Flow, field: string): number {
  const key = FIELD_WORDS[field.toLowerCase()];
  return key ? flow.steps.findIndex((step) => step.sets[0] === key || (key === "lastName" && step.sets.includes(key))) : -1;
}

/** A message that asks something instead of answering the step: "what does it cost?", "how long is the demo". */
const QUESTION =
  /\?\s*$|^(?:(?:actually|oh|um|hmm|wait|sorry|also|btw|but|and|quick question)[,.!]?\s+)?(?:what|how|when|where|why|who|which|do|does|is|are|can|could|will|would)\b/i;

export interface DialogueReply {
  answer: string;
  suggestions: string[];
  /**
   * Set when the last message is a question asked in the middle of a dialogue: the question is
   * answered as any other, and this reminder of the pending step follows the answer.
   */
  paused?: boolean;
  /** The pages the reply draws on ("groups of 2 or more can register" is the training page's). */
  sources?: Source[];
  /** Set when the visitor's last message confirmed the summary: the lead to save. */
  submit?: { form: LeadForm; fields: Record<string, unknown> };
}

type State = { flow: Flow; values: Values; step: number; confirming: boolean } | undefined;

/** "My name is Dana", "I'm Dana Reyes", "this is Dana": a name given with the request ("I'm interested" is none). */
const GIVEN_NAME = /\b(?:[Mm]y name(?: is|'s)\s+([A-Za-z][a-z'-]*)|(?:[Ii] am|[Ii]'m|[Tt]his is)\s+([A-Z][a-z'-]+))(?: ([A-Z][a-z'-]+))?\b/;

function startValues(flow: Flow, text: string): Values {
  const values: Values = {};
  const email = emailIn(text);
  if (email) values.email = email;
  const given = GIVEN_NAME.exec(text);
  const nameStep = flow.steps.find((step) => step.sets[0] === "firstName");
  if (given && nameStep) {
    const named = nameStep.accept([given[1] ?? given[2], given[3]].filter(Boolean).join(" "), values);
    if (named.error === undefined) Object.assign(values, named.values);
  }
  // "Can someone call me back tomorrow? 704-555-0182": the request is the message, number and all.
  if (flow.form === "contact" && findPhoneNumbersInText(text, "US").length > 0) values.message = text.trim();
  if (flow.form === "training") {
    const group = groupOf(text);
    if (group?.values) Object.assign(values, group.values);
    const named = coursesNamed(text);
    if (named.length === 1) values.training = named[0]!;
    else if (named.length > 1) values.courseOptions = named.join("\n");
  }
  return values;
}

function nextStep(flow: Flow, values: Values, from: number): number {
  let step = from;
  while (step < flow.steps.length && flow.steps[step]!.known?.(values)) step++;
  return step;
}

function prompt(state: NonNullable<State>): DialogueReply {
  const { flow, values, step } = state;
  if (step >= flow.steps.length) {
    const consent = flow.form === "training" ? " By confirming, you agree to be contacted about this registration and its next steps." : "";
    return {
      answer: `Here is what I will send:\n${flow
        .summary(values)
        .map((line) => `- ${line}`)
        .join("\n")}\nShall I send it?${consent}`,
      suggestions: ["Yes, send it", "No, cancel"],
    };
  }
  const current = flow.steps[step]!;
  return { answer: current.ask(values), suggestions: current.suggestions?.(values) ?? [] };
}

/**
 * Replays the visitor's messages. Returns the reply to the last one when it belongs to a lead
 * dialogue (started, answered, corrected, confirmed, cancelled or paused by a question);
 * undefined when it is a question for the assistant to answer from the site.
 */
export function replayDialogue(userMessages: readonly string[]): DialogueReply | undefined {
  let state: State;
  let reply: DialogueReply | undefined;
  userMessages.forEach((message, index) => {
    const text = message.trim();
    const last = index === userMessages.length - 1;
    reply = undefined;
    if (!state) {
      const before = userMessages[index - 1] ?? "";
      const form = requestedForm(text, before);
      if (!form) return;
      const flow = FLOWS[form];
      // "Tell me about the prompt engineering course" … "sign me up": that course.
      const values = startValues(flow, BARE_YES_TO_BUY.test(text.toLowerCase()) ? `${before} ${text}` : text);
      state = { flow, values, step: nextStep(flow, values, 0), confirming: false };
      state.confirming = state.step >= flow.steps.length;
      const first = prompt(state);
      // "Can I sign up 6 people for the same course?" is answered before the first step.
      const group = flow.form === "training" && values.trainingType === "group";
      reply = group
        ? {
            ...first,
            answer: `Yes: individuals and groups of ${MIN_GROUP_ATTENDEES} or more can register. ${flow.intro} ${first.answer}`,
            sources: [PAGE.training],
          }
        : { ...first, answer: `${flow.intro} ${first.answer}`, ...(flow.page ? { sources: [flow.page] } : {}) };
      return;
    }
    if (STOP.test(text) || (state.confirming && NO.test(text) && !EDIT.test(text))) {
      state = undefined;
      reply = { answer: "Okay, I haven't sent anything. What else can I help you with?", suggestions: [] };
      return;
    }
    const edit = EDIT.exec(text);
    const editing = edit ? stepFor(state.flow, edit[1] ?? edit[2] ?? "") : -1;
    if (edit && editing >= 0) {
      const accepted = state.flow.steps[editing]!.accept(edit[3]!.trim(), state.values);
      if (accepted.error !== undefined) {
        const again = prompt(state);
        reply = { answer: `${accepted.error} ${again.answer}`, suggestions: again.suggestions };
        return;
      }
      state.values = { ...state.values, ...accepted.values };
      // A field corrected before its step leaves the step where it was; one after moves nothing.
      state.step = nextStep(state.flow, state.values, state.step);
      state.confirming = state.step >= state.flow.steps.length;
      const again = prompt(state);
      reply = { answer: `Done. ${again.answer}`, suggestions: again.suggestions };
      return;
    }
    if (state.confirming) {
      if (YES.test(text)) {
        // Only the newest message sends; an earlier "yes" was answered when it was new.
        if (last) reply = { answer: "", suggestions: [], submit: { form: state.flow.form, fields: state.flow.fields(state.values) } };
        state = undefined;
        return;
      }
      if (QUESTION.test(text)) {
        reply = {
          answer: 'Shall I send it? Say "yes" to send it, "no" to cancel, or "change the e-mail to …".',
          suggestions: ["Yes, send it", "No, cancel"],
          paused: true,
        };
        return;
      }
      reply = {
        answer: 'Please answer "yes" to send it or "no" to cancel; to correct something, say for example "change the e-mail to …".',
        suggestions: ["Yes, send it", "No, cancel"],
      };
      return;
    }
    const step = state.flow.steps[state.step]!;
    const accepted = step.accept(text, state.values);
    // A question in place of an answer is answered; the dialogue waits for the answer.
    if (!step.freeText && QUESTION.test(text) && accepted.error !== undefined) {
      const pending = prompt(state);
      reply = { answer: `To go on: ${pending.answer} (or say cancel to stop)`, suggestions: pending.suggestions, paused: true };
      return;
    }
    state.values = { ...state.values, ...accepted.values };
    if (accepted.error !== undefined) {
      const again = prompt(state);
      reply = { answer: `${accepted.error} ${again.answer}`, suggestions: again.suggestions };
      return;
    }
    state.step = nextStep(state.flow, state.values, state.step + 1);
    state.confirming = state.step >= state.flow.steps.length;
    reply = prompt(state);
  });
  return reply;
}

/** The ways forward a person would offer when the site holds no answer. */
export const PERSON_ACTIONS = [
  { label: "Book a free demo", url: "/book-demo" },
  { label: "Send us a message", url: "/contact" },
  { label: `Call ${company.phone.display}`, url: `tel:${company.phone.e164}` },
] as const;
