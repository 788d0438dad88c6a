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
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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
  (t) => [uniqueIndex("newsletter_subscriptions_email_key").on(sql`lower(trim(${t.email}))`)],
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
    /** The lead table and row the mail belongs to, e.g. "demo_requests". */
    leadTable: text("lead_table").notNull(),
    leadId: uuid("lead_id").notNull(),
    /** What the mail is, e.g. "demo-auto-reply" or "demo-notification". */
    kind: text("kind").notNull(),
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
  },
  (t) => [
    check("mail_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
    // The worker's query: pending mails whose time has come.
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("mail_outbox_lead_idx").on(t.leadTable, t.leadId),
    // The mail caps count by these: per mailbox over a day, site-wide over an hour.
    index("mail_outbox_mailbox_idx").on(t.mailbox, t.createdAt),
    index("mail_outbox_created_idx").on(t.createdAt),
  ],
);

/** Fixed-window counters shared by every server instance (key: e.g. "contact:203.0.113.7"). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull().default(0),
});
