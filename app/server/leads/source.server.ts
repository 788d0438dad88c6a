/** Where a lead came from: the page it was sent from, the referrer, and campaign tags. */
export interface LeadSource {
  pagePath: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

const MAX = 500;

function clip(value: string | null | undefined): string | null {
  if (!value) return null;
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = value.replace(/[\u0000-\u001F\u007F]/g, "").trim();
  return clean ? clean.slice(0, MAX) : null;
}

function parseUrl(value: string | null | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** What a form post's source is read from: its URL and Referer header (a Web Request has both). */
export type PostOrigin = Request | { url: string; referer: string | null | undefined };

/**
 * Reads the source of a form post. The browser's Referer is the page the form sat on (same
 * origin); its query carries the UTM tags. Forms may also send `pagePath` and `referrer` fields
 * (the page's own document.referrer), which win because the Referer header can be stripped.
 */
export function leadSource(request: PostOrigin, fields: { pagePath?: unknown; referrer?: unknown } = {}): LeadSource {
  const requestUrl = new URL(request.url);
  const refererHeader = parseUrl(request instanceof Request ? request.headers.get("referer") : request.referer);
  const sameOrigin = refererHeader && refererHeader.origin === requestUrl.origin ? refererHeader : undefined;
  const fieldPath = typeof fields.pagePath === "string" && fields.pagePath.startsWith("/") ? fields.pagePath : undefined;
  const page = fieldPath ? new URL(fieldPath, requestUrl.origin) : (sameOrigin ?? requestUrl);
  const externalReferrer =
    typeof fields.referrer === "string" ? fields.referrer : refererHeader && !sameOrigin ? refererHeader.href : undefined;
  return {
    pagePath: clip(page.pathname),
    referrer: clip(externalReferrer),
    utmSource: clip(page.searchParams.get("utm_source")),
    utmMedium: clip(page.searchParams.get("utm_medium")),
    utmCampaign: clip(page.searchParams.get("utm_campaign")),
  };
}
