// What each audit log action means, for the owners who read the log, and the one list of actions:
// audit() takes only these (AuditAction), so every action has words and a place in the log's filter.
// An older entry whose action is no longer here is shown as it is stored.
export const AUDIT_ACTION_LABELS = {
  "sign-in": "Signed in",
  "sign-out": "Signed out",
  "sign-out-everywhere": "Signed out everywhere",
  "staff.add": "Added a member of staff",
  "staff.role": "Changed a member's role",
  "staff.remove": "Removed a member of staff",
  "staff.rename": "Changed their name",
  "passkey.add": "Added a passkey",
  "passkey.rename": "Renamed a passkey",
  "passkey.remove": "Removed a passkey",
  "lead.update": "Changed a lead",
  "lead.note": "Added a note to a lead",
  "lead.note-edit": "Changed a note on a lead",
  "lead.note-delete": "Deleted a note on a lead",
  "lead.reply": "Replied to a lead",
  "lead.spam": "Filed a lead as spam",
  "lead.not-spam": "Took a lead out of spam",
  "lead.delete": "Deleted a lead",
  "leads.export": "Exported leads",
  "subscribers.export": "Exported subscribers",
  "subscriber.remove": "Removed a subscriber",
  "outbox.retry": "Sent a mail again",
  "team.add": "Added a team member",
  "team.update": "Changed a team member",
  "team.move": "Moved a team member",
  "team.remove": "Removed a team member",
  "webinar.create": "Created a webinar",
  "webinar.update": "Changed a webinar",
  "webinar.cancel": "Cancelled a webinar",
  "webinar.registrants-export": "Exported a webinar's registrants",
  "privacy.lookup": "Looked up a person's data",
  "privacy.export": "Exported a person's data",
  "privacy.erase": "Erased a person's data",
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
}
