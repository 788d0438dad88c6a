import { randomUUID } from "node:crypto";
import { data } from "react-router";
import { HONEYPOT_FIELD } from "~/forms/field-rules";
import { clearsFields, httpStatus, messageFor, type FormId, type FormResult, type Outcome } from "~/forms/outcome";
import { submitLead } from "~/server/leads/submit.server";

/** What Express hands to React Router with every request (server/main.mjs). */
declare module "react-router" {
  interface AppLoadContext {
    clientIp?: string;
  }
}

export class BodyError extends Error {}

/** Broken UTF-8 decodes to U+FFFD; such a body is refused rather than saved garbled. */
function checkedText(fields: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(fields)) {
    if ((typeof value === "string" && value.includes("\uFFFD")) || key.includes("\uFFFD"))
      throw new BodyError("The request is not valid UTF-8.");
    // A lone surrogate (JSON's "\ud800") is no character: it cannot be stored or mailed.
    if ((typeof value === "string" && !value.isWellFormed()) || !key.isWellFormed())
      throw new BodyError("The request holds text that is not well-formed.");
  }
  return fields;
}

/**
 * The fields of a JSON body (its text, decoded as UTF-8): the object's string, number and
 * boolean values. Throws a BodyError when the text is not a JSON object, or a value is a list,
 * an object or null, or the text holds broken UTF-8.
 */
export function jsonFields(text: string): Record<string, unknown> {
  let body: unknown;
  try {
    // A leading byte order mark is dropped, as Request.json() does.
    body = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    throw new BodyError("The request body is not valid JSON.");
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) throw new BodyError("The request body must be a JSON object.");
  for (const [key, value] of Object.entries(body)) {
    if (!["string", "number", "boolean"].includes(typeof value))
      throw new BodyError(`The field "${key}" must be text, a number or true/false.`);
  }
  // fromEntries, not assignment: a "__proto__" key stays a plain field.
  return checkedText(Object.fromEntries(Object.entries(body)));
}

/**
 * A form post's fields, from a browser's form data or a JSON object. Files, lists, nested
 * objects and repeated fields are not what any form sends: they are refused (BodyError); JSON
 * numbers and booleans are kept as they are.
 */
export async function readFields(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  if (/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
    let text: string;
    try {
      text = await request.text();
    } catch {
      throw new BodyError("The request body is not valid JSON.");
    }
    return jsonFields(text);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new BodyError("The request body is not form data.");
  }
  // Without a prototype: "__proto__" or "constructor" is then a field like any other (and unknown).
  const fields: Record<string, unknown> = Object.create(null);
  for (const [key, value] of form) {
    if (typeof value !== "string") throw new BodyError(`The field "${key}" must be text, not a file.`);
    if (Object.hasOwn(fields, key)) throw new BodyError(`The field "${key}" is sent more than once.`);
    fields[key] = value;
  }
  return checkedText(fields);
}

/** The fields to put back into the form after a failure (never the honeypot). */
function keptValues(raw: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key === HONEYPOT_FIELD) continue;
    if (typeof value === "string") values[key] = value.slice(0, 10_000);
    else if (typeof value === "number" || typeof value === "boolean") values[key] = String(value);
  }
  return values;
}

export function formResult(form: FormId, outcome: Outcome, raw: Record<string, unknown>): FormResult {
  return {
    form,
    outcome,
    message: messageFor(form, outcome),
    values: clearsFields(form, outcome) ? {} : keptValues(raw),
    id: randomUUID(),
  };
}

function clientIp(context: { clientIp?: string } | undefined): string {
  return context?.clientIp || "unknown";
}

/**
 * A route's action for one form posted without JavaScript: the page comes back with the
 * outcome's message and HTTP status. (With JavaScript, app/enhance posts JSON to the same path:
 * server/main.mjs hands it to handleLeadJson with the route's `leadForm`.)
 */
export async function formAction(
  form: FormId,
  request: Request,
  context: { clientIp?: string } | undefined,
  raw?: Record<string, unknown>,
  extra?: Pick<FormResult, "returnTo" | "scope">,
) {
  let fields: Record<string, unknown> = {};
  let outcome: Outcome;
  try {
    fields = raw ?? (await readFields(request));
    outcome = await submitLead(form, fields, { request, clientIp: clientIp(context) });
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    outcome = { status: "bad-request", reason: error.message };
  }
  return data({ ...formResult(form, outcome, fields), ...extra }, { status: httpStatus(outcome), headers: retryAfter(outcome) });
}

function retryAfter(outcome: Outcome): HeadersInit | undefined {
  return outcome.status === "limited" ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
}

/** The JSON body of an outcome, for the chat assistant and other tools that hand in leads. */
export function jsonBody(form: FormId, outcome: Outcome) {
  const message = messageFor(form, outcome);
  return {
    form,
    status: outcome.status,
    saved: outcome.status === "saved",
    confirmationSent: outcome.status === "saved" ? outcome.confirmation === "sent" : false,
    ...(outcome.status === "saved" ? { confirmation: outcome.confirmation } : {}),
    message: { title: message.title, description: message.description, variant: message.variant },
    clearFields: clearsFields(form, outcome),
    ...(outcome.status === "invalid" ? { errors: outcome.fieldErrors } : {}),
    ...(outcome.status === "limited" ? { retryAfterSeconds: outcome.retryAfterSeconds } : {}),
  };
}

/** A JSON answer ready to be written: HTTP status, JSON text, extra headers. */
export interface JsonAnswer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

/** Where a JSON post came from, as the server read it off the request. */
export interface JsonPostMeta {
  /** The full URL the post was made to (origin, path and query). */
  url: string;
  referer: string | null | undefined;
  clientIp?: string;
}

/**
 * A JSON post to a lead form's page, given that route's `leadForm` (which form the fields are
 * for) and the body's text: 201 saved, 409 duplicate, 422 invalid (one message per field), 429
 * too many, 410 webinar closed, 503 storage unavailable, 400 for a body that is not a JSON object.
 * The server hands over the plain text and gets plain text back: no Web Request or Response is
 * built for it.
 */
export async function handleLeadJson(
  leadForm: (fields: Record<string, unknown>) => FormId,
  body: string,
  meta: JsonPostMeta,
): Promise<JsonAnswer> {
  let fields: Record<string, unknown>;
  try {
    fields = jsonFields(body);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    return { status: 400, body: JSON.stringify(jsonBody(leadForm({}), { status: "bad-request", reason: error.message })) };
  }
  const form = leadForm(fields);
  const outcome = await submitLead(form, fields, { request: { url: meta.url, referer: meta.referer }, clientIp: clientIp(meta) });
  const answer: JsonAnswer = { status: httpStatus(outcome), body: JSON.stringify(jsonBody(form, outcome)) };
  if (outcome.status === "limited") answer.headers = { "Retry-After": String(outcome.retryAfterSeconds) };
  return answer;
}
