import type { z } from "zod";
import { company } from "~/content/company";
import { contactSchema } from "~/forms/contact";
import { courseCatalogue } from "~/content/courses";
import { demoRequestSchema } from "~/forms/demo-request";
import { LIMITS } from "~/forms/field-rules";
import { newsletterSchema } from "~/forms/newsletter";
import type { FormId } from "~/forms/outcome";
import { trainingRegistrationSchema } from "~/forms/training-registration";
import { normalize, TOKENIZE } from "~/server/assistant/retrieval.server";

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
}

interface Flow {
  form: LeadForm;
  /** What the assistant says when the request starts the dialogue. */
  intro: string;
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

/** "Jane Doe" or "Jane van der Berg": the first word is the first name, the rest the last name. */
function nameStep(shape: { firstName: z.ZodType; lastName: z.ZodType }): Step {
  return {
    ask: () => "What is your first and last name?",
    accept: (answer) => {
      const words = answer.trim().split(/\s+/).filter(Boolean);
      if (words.length < 2) return { error: "Please give your first and your last name." };
      const [firstName = "", ...rest] = words;
      const lastName = rest.join(" ");
      const error = firstError(shape.firstName, firstName) ?? firstError(shape.lastName, lastName);
      return error ? { error } : { values: { firstName, lastName } };
    },
  };
}

function emailStep(schema: z.ZodType): Step {
  return {
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
    steps: [
      nameStep(demoRequestSchema.shape),
      emailStep(demoRequestSchema.shape.email),
      { ask: () => "What is the name of your company?", accept: field(demoRequestSchema.shape.company, "company") },
      {
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
    intro: "I can pass a message to our team; a person reads every one.",
    steps: [
      nameStep(contactSchema.shape),
      emailStep(contactSchema.shape.email),
      {
        ask: () => "What would you like to tell us?",
        accept: (answer) => {
          const error = firstError(contactSchema.shape.message, answer.trim());
          return error ? { error } : { values: { message: answer.trim() } };
        },
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
    steps: [courseStep, nameStep(trainingShape), emailStep(trainingShape.email)],
    summary: (v) => [
      `Course: ${v.training}`,
      `Name: ${v.firstName} ${v.lastName}`,
      `E-mail: ${v.email}`,
      "Registration: individual, reply by e-mail",
    ],
    fields: (v) => ({
      firstName: v.firstName,
      lastName: v.lastName,
      email: v.email,
      training: v.training,
      preferredContactMethod: "email",
      trainingType: "individual",
      // The visitor confirms the summary, which says they agree to be contacted about it.
      confirmInterest: true,
    }),
  },
};

/**
 * A request says so in its first words ("I'd like a demo", "register me for …", "can I book …",
 * "subscribe me"); a question that only mentions a demo or a course ("how long is a demo?",
 * "can 5 of us sign up together?") is answered from the site instead.
 */
const REQUEST_START =
  /^(?:(?:hi|hello|hey|yes|ok|okay|great|thanks|thank you)[,!.]?\s+)?(?:please\s+)?(?:i'?d like|i would like|i'?d love|i want|i wanna|i need|i'?m interested in|interested in|let'?s|can i|could i|may i|can you|could you|would you|sign me up|register me|subscribe me|add me|book me|enrol me|enroll me|put me down|book|schedule|request|arrange|set up|register|enrol|enroll|subscribe|sign up|join|send|contact|call|email|e-mail)\b/i;

/** Whether a message asks to be signed up, registered, sent a demo or put in touch, and for which form. */
export function requestedForm(text: string): LeadForm | undefined {
  const t = text.trim().toLowerCase();
  if (!REQUEST_START.test(t)) return undefined;
  if (/\b(subscribe|sign me up|join|add me)\b.*\b(newsletter|mailing list|updates|emails?)\b|^(please )?subscribe( me)?\b/.test(t))
    return "newsletter";
  if (
    /\b(register|enrol|enroll|sign (me )?up|book|join|take|attend|reserve)\b.{0,60}\b(course|training|class|workshop|sagemaker|bedrock|prompt engineering)\b/.test(
      t,
    )
  )
    return "training";
  if (/\bdemo\b/.test(t)) return "demo";
  if (
    /\b(send|leave|write)\b.{0,20}\bmessage\b|\b(talk|speak) (to|with) (a |an )?(person|human|someone|somebody|sales)\b|\b(contact|call|email|e-mail) me\b/.test(
      t,
    )
  )
    return "contact";
  return undefined;
}

const YES = /^(y|yes|yeah|yep|yup|sure|ok|okay|confirm|correct|send|please do|go ahead|that'?s right)\b/i;
const NO = /^(n|no|nope|cancel|don'?t|do not)\b/i;
const STOP = /^(cancel|stop|never ?mind|forget it|quit|exit)\b/i;

export interface DialogueReply {
  answer: string;
  suggestions: string[];
  /** Set when the visitor's last message confirmed the summary: the lead to save. */
  submit?: { form: LeadForm; fields: Record<string, unknown> };
}

type State = { flow: Flow; values: Values; step: number; confirming: boolean } | undefined;

function startValues(flow: Flow, text: string): Values {
  const values: Values = {};
  const email = /[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+/.exec(text)?.[0];
  if (email && !firstError(newsletterSchema.shape.email, email)) values.email = email;
  if (flow.form === "training") {
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
 * dialogue (started, answered, confirmed or cancelled); undefined when it is a question for
 * the assistant to answer from the site.
 */
export function replayDialogue(userMessages: readonly string[]): DialogueReply | undefined {
  let state: State;
  let reply: DialogueReply | undefined;
  userMessages.forEach((text, index) => {
    const last = index === userMessages.length - 1;
    reply = undefined;
    if (!state) {
      const form = requestedForm(text);
      if (!form) return;
      const flow = FLOWS[form];
      const values = startValues(flow, text);
      state = { flow, values, step: nextStep(flow, values, 0), confirming: false };
      state.confirming = state.step >= flow.steps.length;
      const first = prompt(state);
      reply = { ...first, answer: `${flow.intro} ${first.answer}` };
      return;
    }
    if (STOP.test(text.trim()) || (state.confirming && NO.test(text.trim()))) {
      state = undefined;
      reply = { answer: "Okay, I haven't sent anything. What else can I help you with?", suggestions: [] };
      return;
    }
    if (state.confirming) {
      if (YES.test(text.trim())) {
        // Only the newest message sends; an earlier "yes" was answered when it was new.
        if (last) reply = { answer: "", suggestions: [], submit: { form: state.flow.form, fields: state.flow.fields(state.values) } };
        state = undefined;
        return;
      }
      reply = { answer: 'Please answer "yes" to send it, or "no" to cancel.', suggestions: ["Yes, send it", "No, cancel"] };
      return;
    }
    const step = state.flow.steps[state.step]!;
    const answer = text.trim();
    const accepted: Accepted = /\?\s*$/.test(answer)
      ? { error: "I'll gladly answer questions once this is sent or cancelled (say cancel to stop)." }
      : step.accept(answer, state.values);
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
