import { company } from "~/content/company";

/**
 * The legal pages: privacy policy (spec: ten numbered sections, last updated May 16, 2025,
 * six rights, not for under 16), terms of service and cookie policy. Written for what this
 * site really does: forms store what visitors type and send a confirmation e-mail; there
 * are no advertising trackers; the chat app and the video player come from third parties
 * and load only when the visitor asks for them.
 */

export type LegalBlock =
  | { kind: "paragraph"; text: string; lead?: string; link?: { label: string; href: string } }
  | { kind: "list"; items: readonly string[] }
  /** Named items, e.g. the rights: term in bold, then its explanation. */
  | { kind: "terms"; items: readonly { term: string; text: string }[] }
  /** The company's postal address, e-mail and phone, from company.ts. */
  | { kind: "contact" };

export interface LegalSection {
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDate {
  /** yyyy-mm-dd, for <time dateTime>. */
  iso: string;
  /** As people read it. */
  label: string;
}

export interface LegalDocument {
  title: string;
  path: string;
  description: string;
  /** One or two sentences under the page heading. */
  summary: string;
  lastUpdated: LegalDate;
  sections: readonly LegalSection[];
}

/** Spec: the privacy policy was last updated May 16, 2025. The other two pages were written with it. */
export const LEGAL_LAST_UPDATED: LegalDate = { iso: "2025-05-16", label: "May 16, 2025" };

/** Spec §9: the site is not meant for children under this age. */
export const PRIVACY_MINIMUM_AGE = 16;

export const privacyRights = [
  { term: "Access", text: "Ask whether we hold personal information about you and receive a copy of it." },
  { term: "Rectification", text: "Have information that is inaccurate or incomplete corrected." },
  { term: "Erasure", text: "Ask us to delete your information when we no longer need it or you withdraw consent." },
  { term: "Restriction", text: "Ask us to limit how we use your information, for example while a correction is checked." },
  { term: "Objection", text: "Object to our use of your information, including for our newsletter, at any time." },
  {
    term: "Data portability",
    text: "Receive the information you gave us in a common, machine-readable format, or have it sent to someone else.",
  },
] as const;

const contactSentence = `e-mail us at ${company.email} or call ${company.phone.display}`;

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  path: "/privacy-policy",
  description:
    "How Piedmont AI Works handles the details you send through our forms, which third-party features load only on request, and how to use your privacy rights.",
  summary:
    "What we collect through this website, why we collect it, who else sees it and the choices you have. In short: only what we need to answer you, and never sold.",
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      id: "introduction",
      title: "Introduction",
      blocks: [
        {
          kind: "paragraph",
          text: `${company.legalName} ("${company.name}", "we", "us") runs this website. This policy explains what personal information we collect through it, how we use and protect that information, and the rights you have over it.`,
        },
        {
          kind: "paragraph",
          text: "It covers this website and the e-mails we send in reply to its forms. Work we do for clients and the courses we teach are also covered by the agreement made for them.",
        },
      ],
    },
    {
      id: "information-we-collect",
      title: "Information We Collect",
      blocks: [
        { kind: "paragraph", lead: "Information you give us.", text: "When you send one of our forms, we store what you enter:" },
        {
          kind: "list",
          items: [
            "Demo requests: first and last name, e-mail address, company, subject and message.",
            "Contact messages: first and last name, e-mail address, subject and message.",
            "Training registrations: first and last name, company (optional), e-mail address, the course, your preferred contact method, your phone number with country code and phone type when you choose to be called, whether you register alone or as a group, and the number of attendees.",
            "Webinar registrations: first and last name and e-mail address.",
            "Newsletter: your e-mail address.",
          ],
        },
        {
          kind: "paragraph",
          lead: "Messages to our chat assistant.",
          text: "If you open the chat and type a message, what you write goes to the chat application so that it can answer you (see section 4).",
        },
        {
          kind: "paragraph",
          lead: "Technical information.",
          text: "Like every web server, ours receives technical details with each request: your IP address, browser type, the page requested and the time. We use them to deliver pages, keep the site secure and stop abusive form submissions. We also count how many times each page is viewed each day; that count is a number per page and day, and keeps no address or other detail about you.",
        },
        {
          kind: "paragraph",
          text: "We do not use advertising trackers, we do not build profiles of visitors, and we do not buy information about you from anyone else.",
        },
      ],
    },
    {
      id: "how-we-use-your-information",
      title: "How We Use Your Information",
      blocks: [
        {
          kind: "list",
          items: [
            "To answer your demo request, message or registration, and to arrange what you asked for.",
            "To send a confirmation e-mail when you submit a form, and the follow-up you would expect, such as webinar details or the next steps for a course.",
            "To send our newsletter, only if you subscribed. You can unsubscribe at any time.",
            "To keep the site secure, prevent spam and abuse, and fix problems.",
            "To meet our legal, accounting and tax obligations.",
          ],
        },
        {
          kind: "paragraph",
          text: "We keep form submissions for as long as we need them to serve you and to keep ordinary business records, and newsletter addresses until you unsubscribe. You can ask us to delete your information sooner (see section 7).",
        },
        {
          kind: "paragraph",
          text: "We do not sell your information, use it for advertising, or make automated decisions about you with it.",
        },
      ],
    },
    {
      id: "sharing",
      title: "Sharing Your Information",
      blocks: [
        { kind: "paragraph", text: "We do not sell, rent or trade personal information. We share it only in these cases:" },
        {
          kind: "list",
          items: [
            "Service providers who run parts of the site for us, such as hosting, database and e-mail delivery. They may use the information only to provide their service to us.",
            "The chat assistant. The chat is a separate application that may be hosted by a third party. It loads only when you press Chat; what you type there is sent to it and handled under its provider's terms.",
            "The video player. Our demo videos play in a player embedded from a video hosting service. It loads only when you press Play; from then on that service receives your IP address and browser details and may set its own cookies.",
            "Legal reasons: when the law requires it, or to protect the rights, property or safety of our visitors, our clients or our company.",
            "A change of ownership: if our business is merged or sold, the new owner receives the information and must honour this policy.",
          ],
        },
      ],
    },
    {
      id: "data-security",
      title: "Data Security",
      blocks: [
        {
          kind: "paragraph",
          text: "Pages and forms are served over an encrypted connection (HTTPS). Form submissions are checked on our server before they are stored, the forms are protected against automated abuse, and only the people who need a submission to answer you can read it.",
        },
        {
          kind: "paragraph",
          text: "No way of sending or storing information is completely secure, so we cannot promise absolute security. If a breach ever affects your information, we will tell you and the authorities as the law requires.",
        },
      ],
    },
    {
      id: "cookies-and-tracking",
      title: "Cookies and Tracking",
      blocks: [
        {
          kind: "paragraph",
          text: "This site sets no cookies of its own for tracking, analytics or advertising, and it contains no advertising trackers or tracking pixels.",
        },
        {
          kind: "paragraph",
          text: "Two optional features come from third parties and load only when you ask for them: the chat assistant when you press Chat, and the video player when you press Play. Once loaded, they may set their own cookies under their providers' policies.",
        },
        { kind: "paragraph", text: "The details are in our", link: { label: "Cookie Policy", href: "/cookie-policy" } },
      ],
    },
    {
      id: "your-rights",
      title: "Your Rights",
      blocks: [
        {
          kind: "paragraph",
          text: "Whichever country or state you live in, you can ask us to exercise these rights over your personal information:",
        },
        { kind: "terms", items: privacyRights },
        {
          kind: "paragraph",
          text: `To use any of them, ${contactSentence}. We may need to confirm your identity before we act. Using your rights will never count against you, and you may also complain to your local data protection authority.`,
        },
      ],
    },
    {
      id: "childrens-privacy",
      title: "Children's Privacy",
      blocks: [
        {
          kind: "paragraph",
          text: `This site and our services are meant for businesses and adults. They are not directed at children under ${PRIVACY_MINIMUM_AGE}, and we do not knowingly collect personal information from anyone under ${PRIVACY_MINIMUM_AGE}. If you believe a child under ${PRIVACY_MINIMUM_AGE} has sent us information, contact us and we will delete it.`,
        },
      ],
    },
    {
      id: "changes",
      title: "Changes to This Policy",
      blocks: [
        {
          kind: "paragraph",
          text: "We update this policy when our site or our practices change; the date at the top of the page shows the latest version. If a change affects how we use information you have already given us, we will say so clearly on this page and, where appropriate, tell you by e-mail.",
        },
      ],
    },
    {
      id: "contact",
      title: "Contact Us",
      blocks: [{ kind: "paragraph", text: "Questions about this policy or about your information? Contact us:" }, { kind: "contact" }],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  path: "/terms-of-service",
  description:
    "The terms for using the Piedmont AI Works website: its forms, our AI chat assistant, third-party features, intellectual property, liability and governing law.",
  summary:
    "The ground rules for using this website. Services we provide to clients are covered by their own written proposal or agreement.",
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      id: "about-these-terms",
      title: "About These Terms",
      blocks: [
        {
          kind: "paragraph",
          text: `These terms apply to your use of this website, which is run by ${company.legalName}. By using the site you accept them; if you do not, please do not use it.`,
        },
        {
          kind: "paragraph",
          text: "Chatbots, document Q&A systems, consulting and training we provide to clients are governed by a separate written proposal or agreement, which takes precedence over these terms.",
        },
      ],
    },
    {
      id: "using-this-site",
      title: "Using This Site",
      blocks: [
        { kind: "paragraph", text: "You may browse the site and use its forms for their purpose. You agree not to:" },
        {
          kind: "list",
          items: [
            "use the site for anything unlawful, misleading or harmful;",
            "try to break, overload or get around the security of the site, its forms or the chat assistant;",
            "send forms automatically, in bulk, or with someone else's details without their permission.",
          ],
        },
      ],
    },
    {
      id: "information-on-this-site",
      title: "Information on This Site",
      blocks: [
        {
          kind: "paragraph",
          text: "We work to keep the site accurate and current, but its content is general information, not professional advice. Prices, course details and timelines on the site are a guide: the price and scope that apply to you are those in your written proposal or agreement.",
        },
      ],
    },
    {
      id: "your-submissions",
      title: "Your Submissions",
      blocks: [
        {
          kind: "paragraph",
          text: "When you send a form, you confirm that the information is accurate and yours to share. Sending a form does not create a contract; we use what you send as our Privacy Policy describes.",
          link: { label: "Read the Privacy Policy", href: "/privacy-policy" },
        },
      ],
    },
    {
      id: "chat-assistant",
      title: "Our Chat Assistant",
      blocks: [
        {
          kind: "paragraph",
          text: "The chat assistant gives automated answers generated by AI. They can be incomplete or wrong and are not an offer or a commitment; please confirm anything important with us directly, and do not share sensitive personal information in the chat.",
        },
      ],
    },
    {
      id: "third-party-services",
      title: "Third-Party Services and Links",
      blocks: [
        {
          kind: "paragraph",
          text: "The chat assistant, the video player and links to social networks or other sites are provided by others under their own terms. We are not responsible for their content or their practices.",
        },
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual Property",
      blocks: [
        {
          kind: "paragraph",
          text: `The text, graphics, logo and design of this site belong to ${company.legalName} or its licensors. You are welcome to view them and share links to our pages; please ask us before copying or reusing them for any other purpose.`,
        },
      ],
    },
    {
      id: "liability",
      title: "Disclaimer and Limitation of Liability",
      blocks: [
        {
          kind: "paragraph",
          text: 'The site is provided "as is" and "as available". To the extent the law allows, we give no warranties about it and are not liable for indirect or consequential losses arising from its use. Nothing in these terms limits liability that cannot be limited by law.',
        },
      ],
    },
    {
      id: "governing-law",
      title: "Governing Law",
      blocks: [
        {
          kind: "paragraph",
          text: `These terms are governed by the laws of the State of ${company.address.regionName}, and its courts have jurisdiction over any dispute about them.`,
        },
      ],
    },
    {
      id: "changes",
      title: "Changes to These Terms",
      blocks: [
        {
          kind: "paragraph",
          text: "We may update these terms from time to time; the date at the top of the page shows the latest version. Using the site after a change means you accept the updated terms.",
        },
      ],
    },
    {
      id: "contact",
      title: "Contact Us",
      blocks: [{ kind: "paragraph", text: "Questions about these terms? Contact us:" }, { kind: "contact" }],
    },
  ],
};

export const cookiePolicy: LegalDocument = {
  title: "Cookie Policy",
  path: "/cookie-policy",
  description:
    "Piedmont AI Works sets no tracking or advertising cookies of its own. Only the chat assistant and video player, loaded on request, may set cookies of their own.",
  summary:
    "Short version: we set no cookies of our own to track you. Only two optional features, loaded when you ask for them, may set cookies of their own.",
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      id: "what-cookies-are",
      title: "What Cookies Are",
      blocks: [
        {
          kind: "paragraph",
          text: "Cookies are small text files a website stores in your browser. Some are needed for a site to work; others are used to measure visits or to follow people across sites for advertising.",
        },
      ],
    },
    {
      id: "cookies-we-set",
      title: "Cookies We Set",
      blocks: [
        {
          kind: "paragraph",
          text: `${company.name} sets no cookies of its own for tracking, analytics or advertising. You can read every page and send every form without us placing a tracking cookie in your browser.`,
        },
        {
          kind: "paragraph",
          text: "If we ever need a strictly necessary cookie, for example to protect a form against abuse, it will serve only that purpose and we will describe it on this page.",
        },
      ],
    },
    {
      id: "third-party-cookies",
      title: "Third-Party Features",
      blocks: [
        { kind: "paragraph", text: "Two optional features come from third parties. Neither loads until you ask for it:" },
        {
          kind: "terms",
          items: [
            {
              term: "Chat assistant",
              text: "The chat application loads only when you press the Chat button. Once loaded, it may set its own cookies or use similar browser storage, for example to keep your conversation.",
            },
            {
              term: "Video player",
              text: "Our demo videos play in a player embedded from a video hosting service, which loads only when you press Play. Once loaded, that service may set its own cookies.",
            },
          ],
        },
        {
          kind: "paragraph",
          text: "Their providers decide which cookies they set and for how long; their own privacy and cookie policies describe them.",
        },
      ],
    },
    {
      id: "other-tracking",
      title: "Other Tracking",
      blocks: [
        {
          kind: "paragraph",
          text: "We use no tracking pixels, advertising networks or browser fingerprinting. Our server keeps the technical details every web server receives, as the Privacy Policy explains.",
          link: { label: "Read the Privacy Policy", href: "/privacy-policy" },
        },
      ],
    },
    {
      id: "managing-cookies",
      title: "Managing Cookies",
      blocks: [
        {
          kind: "paragraph",
          text: "Your browser settings let you see, block and delete cookies. Blocking third-party cookies does not affect this site; at most, the chat assistant or the video player may not work as expected.",
        },
      ],
    },
    {
      id: "changes",
      title: "Changes to This Policy",
      blocks: [
        {
          kind: "paragraph",
          text: "If the cookies used on this site change, we will update this page and the date at the top.",
        },
      ],
    },
    {
      id: "contact",
      title: "Contact Us",
      blocks: [{ kind: "paragraph", text: "Questions about cookies on this site? Contact us:" }, { kind: "contact" }],
    },
  ],
};
