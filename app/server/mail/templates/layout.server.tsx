import type { CSSProperties, ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { company, formatAddress } from "~/content/company";
import { renderText, type MailContent } from "~/server/mail/templates/content.server";

// Mail clients ignore style sheets and much of CSS: tables for layout, inline styles, system fonts.
const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const ink = "#1f2937";
const muted = "#6b7280";
const accent = "#1d4ed8";
const paragraph: CSSProperties = { margin: "0 0 16px", whiteSpace: "pre-wrap" };

/** The whole HTML document of one mail: the company's name, the body, the contact details. */
export function MailDocument({ content }: { content: MailContent }) {
  const { details, action, notes } = content;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{content.subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: "#f3f4f6", fontFamily: font, color: ink }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ backgroundColor: "#f3f4f6" }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: "600px", backgroundColor: "#ffffff", border: "1px solid #e5e7eb", borderRadius: "8px" }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          padding: "20px 28px",
                          borderBottom: `3px solid ${accent}`,
                          fontSize: "20px",
                          fontWeight: 700,
                          color: accent,
                        }}
                      >
                        {company.name}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: "24px 28px", fontSize: "16px", lineHeight: 1.5 }}>
                        {content.greeting ? <p style={paragraph}>{content.greeting}</p> : null}
                        {content.paragraphs.map((text, index) => (
                          <p key={index} style={paragraph}>
                            {text}
                          </p>
                        ))}
                        {details ? (
                          <table
                            role="presentation"
                            width="100%"
                            cellPadding={0}
                            cellSpacing={0}
                            style={{ margin: "8px 0 20px", borderCollapse: "collapse" }}
                          >
                            <tbody>
                              <tr>
                                <th colSpan={2} align="left" style={{ padding: "0 0 8px", fontSize: "16px" }}>
                                  {details.title}
                                </th>
                              </tr>
                              {details.rows.map((row) => (
                                <tr key={row.label}>
                                  <td
                                    valign="top"
                                    style={{
                                      padding: "6px 12px 6px 0",
                                      borderTop: "1px solid #e5e7eb",
                                      color: muted,
                                      whiteSpace: "nowrap",
                                    }}
                                  >
                                    {row.label}
                                  </td>
                                  <td
                                    valign="top"
                                    style={{
                                      padding: "6px 0",
                                      borderTop: "1px solid #e5e7eb",
                                      whiteSpace: "pre-wrap",
                                      wordBreak: "break-word",
                                    }}
                                  >
                                    {row.value}
                                  </td>
                                </tr>
                              ))}
                            </tbody>
                          </table>
                        ) : null}
                        {action ? (
                          <p style={{ margin: "0 0 20px" }}>
                            <a
                              href={action.href}
                              style={{
                                display: "inline-block",
                                padding: "10px 18px",
                                backgroundColor: accent,
                                color: "#ffffff",
                                borderRadius: "6px",
                                textDecoration: "none",
                                fontWeight: 600,
                              }}
                            >
                              {action.label}
                            </a>
                          </p>
                        ) : null}
                        <p style={{ margin: 0 }}>
                          {content.closing.map((line, index) => (
                            <span key={index}>
                              {index > 0 ? <br /> : null}
                              {line}
                            </span>
                          ))}
                        </p>
                        {content.quote ? (
                          <>
                            <p style={{ margin: "24px 0 8px", fontSize: "14px", color: muted }}>{content.quote.heading}</p>
                            <blockquote
                              style={{
                                margin: 0,
                                padding: "0 0 0 12px",
                                borderLeft: "3px solid #e5e7eb",
                                fontSize: "14px",
                                color: muted,
                                whiteSpace: "pre-wrap",
                                wordBreak: "break-word",
                              }}
                            >
                              {content.quote.text}
                            </blockquote>
                          </>
                        ) : null}
                        {notes?.map((note, index) => (
                          <p key={index} style={{ margin: "20px 0 0", fontSize: "13px", color: muted }}>
                            {note.text}
                            {note.link ? (
                              <>
                                {" "}
                                <a href={note.link.href} style={{ color: muted }}>
                                  {note.link.label}
                                </a>
                              </>
                            ) : null}
                          </p>
                        ))}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: "16px 28px", borderTop: "1px solid #e5e7eb", fontSize: "13px", lineHeight: 1.5, color: muted }}>
                        <strong style={{ color: ink }}>{company.name}</strong>
                        <br />
                        {formatAddress("one")}
                        <br />
                        Phone:{" "}
                        <a href={`tel:${company.phone.e164}`} style={{ color: muted }}>
                          {company.phone.display}
                        </a>{" "}
                        | E-mail:{" "}
                        <a href={`mailto:${company.email}`} style={{ color: muted }}>
                          {company.email}
                        </a>
                        <br />
                        {company.openingHours.label}
                        <br />
                        <a href={content.siteUrl} style={{ color: muted }}>
                          {content.siteUrl}
                        </a>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** The HTML part from a template's component, the text part from the same template's content. */
export function renderMail(element: ReactElement, content: MailContent): { html: string; text: string } {
  return { html: `<!DOCTYPE html>${renderToStaticMarkup(element)}`, text: renderText(content) };
}
