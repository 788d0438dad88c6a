/**
 * The database, as Drizzle sees it. `npx drizzle-kit generate` turns changes here into a new SQL
 * migration under drizzle/, which every PostgreSQL the site runs on applies.
 *
 * Lead tables keep what the visitor sent plus where they came from (page, referrer, UTM tags).
 * "Already subscribed/registered" is decided by the unique indexes on normalised e-mail below
 * (PostgreSQL's unique violation, 23505), so a second instance or a race cannot slip past it. The
 * save asks PostgreSQL to skip such a row (`on conflict do nothing`) rather than fail, so its
 * transaction still keeps the sender's rate-limit count.
 */
import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Where a lead came from; every column may be empty. */
const source = () => ({
  pagePath: text("page_path"),
  referrer: text("referrer"),
  utmSource: text("utm_source"),
  utmMedium: text("utm_medium"),
  utmCampaign: text("utm_campaign"),
});

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: id(),
    email: text("email").notNull(),
    /** Secret of the unsubscribe link in every newsletter mail. */
    unsubscribeToken: uuid("unsubscribe_token").notNull().defaultRandom().unique("newsletter_subscriptions_unsubscribe_token_key"),
    ...source(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_email_key").on(sql`lower(trim(${t.email}))`),
    // The workspace's list: newest first, a page at a time (the id orders subscriptions of one instant).
    index("newsletter_subscriptions_created_idx").on(t.createdAt.desc(), t.id.desc()),
    // Its search: any part of an address (trigram index).
    index("newsletter_subscriptions_email_search_idx").using("gin", sql`lower(${t.email}) gin_trgm_ops`),
  ],
);

export const demoRequests = pgTable("demo_requests", {
  id: id(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  company: text("company").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  ...source(),
  createdAt: createdAt(),
});

export const webinars = pgTable("webinars", {
  id: id(),
  slug: text("slug").notNull().unique("webinars_slug_key"),
  title: text("title").notNull(),
  description: text("description").notNull(),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  durationMinutes: integer("duration_minutes").notNull(),
  /** IANA zone the webinar is announced in, e.g. America/New_York. */
  timeZone: text("time_zone").notNull(),
  /**
   * Set when staff cancel it: no longer listed on /contact and no registration taken. The row and
   * its registrations stay (the registrants are leads, and may need to be told).
   */
  cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const webinarRegistrations = pgTable(
  "webinar_registrations",
  {
    id: id(),
    // RESTRICT: a webinar with registrations cannot be deleted, so no lead disappears with it.
    webinarId: uuid("webinar_id")
      .notNull()
      .references(() => webinars.id, { onDelete: "restrict" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    ...source(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("webinar_registrations_webinar_email_key").on(t.webinarId, sql`lower(trim(${t.email}))`)],
);

export const contactInquiries = pgTable("contact_inquiries", {
  id: id(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  ...source(),
  createdAt: createdAt(),
});

export const trainingRegistrations = pgTable(
  "training_registrations",
  {
    id: id(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    company: text("company"),
    /** The course name as listed in the catalogue. */
    training: text("training").notNull(),
    email: text("email").notNull(),
    contactNumber: text("contact_number"),
    phoneType: text("phone_type"),
    countryCode: text("country_code"),
    preferredContactMethod: text("preferred_contact_method").notNull(),
    trainingType: text("training_type").notNull(),
    attendeeCount: integer("attendee_count"),
    ...source(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("training_registrations_email_training_key").on(sql`lower(trim(${t.email}))`, t.training),
    check("training_registrations_preferred_contact_method_check", sql`${t.preferredContactMethod} in ('email', 'phone')`),
    check("training_registrations_training_type_check", sql`${t.trainingType} in ('individual', 'group')`),
    check("training_registrations_phone_type_check", sql`${t.phoneType} is null or ${t.phoneType} in ('mobile', 'work', 'home')`),
    check("training_registrations_attendee_count_check", sql`${t.attendeeCount} is null or ${t.attendeeCount} >= 1`),
  ],
);

export const teamMembers = pgTable("team_members", {
  id: id(),
  name: text("name").notNull(),
  position: text("position").notNull(),
  bio: text("bio").notNull(),
  /** Ascending: the lowest number is shown first. */
  orderIndex: integer("order_index").notNull().default(0),
});

export const mailStatuses = ["pending", "sent", "failed"] as const;
export type MailStatus = (typeof mailStatuses)[number];

/**
 * Transactional outbox: a lead's mails are written in the lead's own transaction and sent
 * afterwards, retried with back-off until sent or given up (failed).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    /** The lead table and row the mail belongs to, e.g. "demo_requests"; null for a mail of no lead (the daily summary to owners). */
    leadTable: text("lead_table"),
    leadId: uuid("lead_id"),
    /**
     * What the mail is, e.g. "demo-auto-reply" or "demo-notification"; "lead-webhook" is no mail
     * but the lead's post to the company's chat (LEAD_WEBHOOK_URL), sent and retried the same way.
     */
    kind: text("kind").notNull(),
    /** The recipient; for a lead webhook the URL's origin only (its path is a secret, read from the environment when sent). */
    toAddress: text("to_address").notNull(),
    /**
     * For a visitor's mail, the mailbox it lands in (app/forms/email-address.ts mailboxKey), which
     * the daily cap per mailbox counts by; null for the company's notifications.
     */
    mailbox: text("mailbox"),
    payload: jsonb("payload").notNull(),
    /** The Message-ID header: fixed before the first try so a retry cannot send a second copy unnoticed. */
    messageId: text("message_id").notNull().unique("mail_outbox_message_id_key"),
    status: text("status", { enum: mailStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * When staff last had it sent again (the workspace's outbox); null if never. The give-up time
     * counts from here instead of created_at, so a mail given up days ago gets a full round again.
     */
    retriedAt: timestamp("retried_at", { withTimezone: true }),
  },
  (t) => [
    check("mail_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
    // The worker's query: pending mails whose time has come.
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("mail_outbox_lead_idx").on(t.leadTable, t.leadId),
    // The daily cap per mailbox counts by this: one range of at most MAIL_DAILY_CAP entries.
    index("mail_outbox_mailbox_idx").on(t.mailbox, t.createdAt),
    // The workspace's list of given-up mails, newest first (few rows: a partial index).
    index("mail_outbox_failed_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'failed'`),
  ],
);

/**
 * Questions the site's assistant could not answer, and answers visitors marked helpful or not
 * (decision 0023): what the company should add to its site. No visitor identity is kept with
 * them: no address, session or conversation, only the question, the answer and when.
 */
export const assistantOutcomes = ["unanswered", "helpful", "unhelpful"] as const;
export type AssistantOutcome = (typeof assistantOutcomes)[number];

export const assistantQuestions = pgTable(
  "assistant_questions",
  {
    id: id(),
    createdAt: createdAt(),
    outcome: text("outcome", { enum: assistantOutcomes }).notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
  },
  (t) => [
    index("assistant_questions_created_idx").on(t.createdAt.desc()),
    check("assistant_questions_outcome_check", sql`${t.outcome} in ('unanswered', 'helpful', 'unhelpful')`),
  ],
);

/** Fixed-window counters shared by every server instance (key: e.g. "contact:203.0.113.7"). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull().default(0),
});

// ---------------------------------------------------------------------------------------------
// The staff workspace (/admin). The auth tables are Better Auth's (decision 0014): their
// property names are the ones it reads and writes; ids are its own text ids.

export const staffRoles = ["owner", "staff"] as const;
export type StaffRole = (typeof staffRoles)[number];

const authTimestamps = () => ({
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A member of staff who may sign in. Removing one removes their sessions, passkeys and links. */
export const staffUsers = pgTable(
  "staff_users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique("staff_users_email_key"),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role", { enum: staffRoles }).notNull().default("staff"),
    ...authTimestamps(),
  },
  (t) => [check("staff_users_role_check", sql`${t.role} in ('owner', 'staff')`)],
);

/** A signed-in browser. Revoked by deleting the row; expires when idle (expires_at) or too old (created_at). */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique("staff_sessions_token_key"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    ...authTimestamps(),
  },
  (t) => [index("staff_sessions_user_idx").on(t.userId)],
);

/** Better Auth's link between a user and a way of signing in (here: the e-mail link). */
export const staffAccounts = pgTable("staff_accounts", {
  id: text("id").primaryKey(),
  accountId: text("account_id").notNull(),
  providerId: text("provider_id").notNull(),
  userId: text("user_id")
    .notNull()
    .references(() => staffUsers.id, { onDelete: "cascade" }),
  accessToken: text("access_token"),
  refreshToken: text("refresh_token"),
  idToken: text("id_token"),
  accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
  refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
  scope: text("scope"),
  password: text("password"),
  ...authTimestamps(),
});

/** One-time values: sign-in link tokens, passkey challenges. */
export const staffVerifications = pgTable(
  "staff_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...authTimestamps(),
  },
  (t) => [index("staff_verifications_identifier_idx").on(t.identifier)],
);

/** A passkey (WebAuthn credential) of a member of staff. */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    aaguid: text("aaguid"),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow(),
  },
  (t) => [index("staff_passkeys_user_idx").on(t.userId), uniqueIndex("staff_passkeys_credential_key").on(t.credentialID)],
);

/** Better Auth's rate-limit counters (sign-in requests), shared by every instance. */
export const staffRateLimits = pgTable("staff_rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique("staff_rate_limits_key_key"),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

export const leadForms = ["newsletter", "demo", "contact", "training", "webinar"] as const;

/** The table that holds each form's rows (the outbox's `lead_table`). */
export const LEAD_TABLES = {
  newsletter: "newsletter_subscriptions",
  demo: "demo_requests",
  contact: "contact_inquiries",
  training: "training_registrations",
  webinar: "webinar_registrations",
} as const satisfies Record<(typeof leadForms)[number], string>;

/** Each form's own table, by form (the drizzle tables LEAD_TABLES names). */
export const FORM_TABLES = {
  newsletter: newsletterSubscriptions,
  demo: demoRequests,
  contact: contactInquiries,
  training: trainingRegistrations,
  webinar: webinarRegistrations,
} as const satisfies Record<(typeof leadForms)[number], unknown>;
export const leadStatuses = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/**
 * The inbox: one row for every lead of the five forms, written in the lead's own transaction
 * with the same id as its row in the form's table (which keeps every field the form has). It
 * holds what the inbox lists, filters and searches, and what staff add: status and owner.
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey(),
    form: text("form", { enum: leadForms }).notNull(),
    /** The name as the visitor gave it; empty for a newsletter sign-up. */
    name: text("name").notNull().default(""),
    email: text("email").notNull(),
    company: text("company").notNull().default(""),
    /** What the lead is about: the subject, the course or the webinar. */
    subject: text("subject").notNull().default(""),
    message: text("message").notNull().default(""),
    /** More the form asked that staff search for: a training registration's phone number, contact preference and group size. */
    details: text("details").notNull().default(""),
    ...source(),
    status: text("status", { enum: leadStatuses }).notNull().default("new"),
    ownerId: text("owner_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** The spam score on arrival (app/server/leads/spam.server.ts) and why; 0 and none for most leads. */
    spamScore: integer("spam_score").notNull().default(0),
    spamReasons: jsonb("spam_reasons").$type<string[]>().notNull().default([]),
    /** When the lead was filed as spam (by its score on arrival, or by staff); null: not spam. */
    spamAt: timestamp("spam_at", { withTimezone: true }),
    /** Who filed it: a member's address, or null for the score on arrival. */
    spamBy: text("spam_by"),
    /** The day staff plan to follow the lead up (a day in the company's time zone); null: none planned. */
    followUpOn: date("follow_up_on", { mode: "string" }),
    /** The text the inbox's search looks in (trigram index: any part of a word or an address). */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${leads.name} || ' ' || ${leads.email} || ' ' || ${leads.company} || ' ' || ${leads.subject} || ' ' || ${leads.message} || ' ' || ${leads.details})`,
      ),
    /**
     * The mailbox the address lands in, which groups a person's leads on one page: the same rule
     * as app/forms/email-address.ts mailboxKey (plus tags dropped; Gmail's dots and googlemail.com;
     * Fastmail's subdomains), kept by the database so every way a lead is written has it.
     * tests/integration/person.test.ts holds the two to the same answers.
     */
    mailbox: text("mailbox")
      .notNull()
      .generatedAlwaysAs((): SQL => {
        const email = sql`lower(${leads.email})`;
        const local = sql`regexp_replace(substring(${email} from '^(.*)@'), '^([^+]+)[+].*$', '\\1')`;
        const domain = sql`substring(${email} from '@([^@]*)$')`;
        return sql`case
          when ${domain} in ('gmail.com', 'googlemail.com') then replace(${local}, '.', '') || '@gmail.com'
          when ${domain} ~ '^[a-z0-9-]+[.]fastmail[.](com|fm)$' then split_part(${domain}, '.', 1) || '@' || substring(${domain} from '^[^.]+[.](.*)$')
          else ${local} || '@' || ${domain} end`;
      }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("leads_form_check", sql`${t.form} in ('newsletter', 'demo', 'contact', 'training', 'webinar')`),
    check("leads_status_check", sql`${t.status} in ('new', 'contacted', 'qualified', 'won', 'lost')`),
    // Newest first, the inbox's order; the id breaks ties so pages never overlap.
    index("leads_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("leads_form_created_idx").on(t.form, t.createdAt.desc()),
    // The inbox's status filter and the overview's count of the last 30 days by status, read from
    // the index alone: every view that filters by status leaves spam out (the Spam view has its own).
    index("leads_status_created_idx")
      .on(t.status, t.createdAt.desc())
      .where(sql`${t.spamAt} is null`),
    index("leads_campaign_idx").on(t.utmCampaign),
    index("leads_page_idx").on(t.pagePath),
    index("leads_email_idx").on(sql`lower(${t.email})`),
    // A person's leads, and whether a lead's sender wrote before (the inbox's "Returning").
    index("leads_mailbox_idx").on(t.mailbox, t.createdAt),
    index("leads_search_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // The Spam view, newest first (few rows: a partial index).
    index("leads_spam_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.spamAt} is not null`),
    // The overview's charts (app/server/admin/insights.server.ts): twelve weeks of leads by form,
    // page and campaign, read from the index alone.
    index("leads_charts_idx")
      .on(t.createdAt, t.form, t.pagePath, t.utmCampaign)
      .where(sql`${t.spamAt} is null`),
    // The overview's follow-ups due and overdue (few leads have one: a partial index).
    index("leads_follow_up_idx")
      .on(t.followUpOn)
      .where(sql`${t.followUpOn} is not null`),
  ],
);

/**
 * Views of the public pages, per day (in the company's time zone) and path, counted by the server
 * (app/server/analytics/page-views.server.ts): a number, never who viewed.
 */
export const pageViews = pgTable(
  "page_views",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    views: integer("views").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/**
 * The overview's charts (app/server/admin/insights.server.ts): leads a day by form, page and
 * campaign (spam left out), for days that are over, so that a view counts only the last two days
 * live instead of twelve weeks of leads. A day is in `lead_counted_days` once its counts are here;
 * a trigger on `leads` (migration 0016) takes it out when a lead of that day is added late, marked
 * or unmarked as spam, or deleted, and the next view counts the day again.
 */
export const leadDayCounts = pgTable(
  "lead_day_counts",
  {
    day: date("day", { mode: "string" }).notNull(),
    form: text("form", { enum: leadForms }).notNull(),
    /** The page the leads were sent from; "" for none. */
    pagePath: text("page_path").notNull(),
    /** Their UTM campaign; "" for none. */
    utmCampaign: text("utm_campaign").notNull(),
    leads: integer("leads").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.form, t.pagePath, t.utmCampaign] })],
);

/** The days whose counts `lead_day_counts` holds (a day without leads has no count of its own). */
export const leadCountedDays = pgTable("lead_counted_days", {
  day: date("day", { mode: "string" }).primaryKey(),
});

/** Notes staff keep on a lead, oldest first. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: id(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Kept as written so a note still says who wrote it after its author left. */
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)],
);

/** Every staff sign-in, export, erasure and change: who, what, when. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id"),
    /** The actor's address at the time (kept after the account is removed); "system" for the command line. */
    actorEmail: text("actor_email").notNull(),
    /** e.g. "sign-in", "lead.update", "leads.export", "privacy.erase". */
    action: text("action").notNull(),
    /** What it was done to, e.g. a lead's id or an e-mail address. */
    target: text("target"),
    details: jsonb("details"),
  },
  (t) => [index("audit_log_at_idx").on(t.at.desc())],
);
