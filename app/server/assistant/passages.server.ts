import { aboutCta, aboutIntro, coreValues, howWeWork, mission, whatWeDo } from "~/content/about";
import { bookDemoIntro, demoFormCard, whatToExpect } from "~/content/book-demo";
import { company, formatAddress } from "~/content/company";
import { contactIntro, getInTouch, scheduleDemo, webinars } from "~/content/contact";
import { courses, formatSalary, groupTraining, trainingCourseCards, type Course } from "~/content/courses";
import { faqCopy, faqs } from "~/content/faq";
import { benefits, homeCopy, homeHero, impactStats } from "~/content/home";
import { cookiePolicy, privacyPolicy, termsOfService, type LegalBlock, type LegalDocument } from "~/content/legal";
import { newsletterPage } from "~/content/newsletter";
import { addOns, formatUsd, plans, pricingCopy } from "~/content/pricing";
import {
  chatbotsCta,
  chatbotsFeatures,
  chatbotsHero,
  chatbotsKeyFeatures,
  chatbotsProcess,
  chatbotsUseCases,
} from "~/content/service-pages/ai-chatbots";
import {
  consultingCta,
  consultingFeatures,
  consultingHero,
  consultingProcess,
  consultingTimelines,
} from "~/content/service-pages/ai-consulting";
import { integrationCta, integrationFeatures, integrationHero, integrationProcess } from "~/content/service-pages/ai-integration";
import { trainingCoursesSection, trainingCta, trainingHero, trainingRegistration, whyUpskill } from "~/content/service-pages/ai-training";
import { ragCta, ragFeatures, ragHero, ragKeyFeatures, ragProcess, ragUseCases } from "~/content/service-pages/rag-qa-systems";
import { serviceCards, servicesCopy, successStories, whyChoose } from "~/content/services-catalog";
import { teamCta, teamIntro, teamSection } from "~/content/team";

/**
 * What the assistant knows: the site's own content (app/content), cut into short passages, each
 * with the page that shows it. Pages render the same modules, so an answer never says what the
 * site does not (decision 0018). Team members and webinars live in the database and change
 * without a build; the assistant sends people to those pages instead of quoting them.
 */
export interface Passage {
  /** Unique, stable: the page and a slug of the heading. */
  id: string;
  /** The page that shows this text, where a source link points. */
  url: string;
  /** The page's name, as a source link reads. */
  page: string;
  /** The section's heading on that page. */
  heading: string;
  text: string;
}

/** Copy modules hold icons, links and ids beside their words; only the words are indexed. */
const SKIPPED_KEYS = new Set([
  "icon",
  "id",
  "slug",
  "href",
  "path",
  "number",
  "image",
  "levelId",
  "eyebrow",
  "tone",
  "actions",
  "primary",
  "secondary",
  "links",
  "buttonLabel",
  "scrollDelayMs",
]);

/** Every sentence a copy object holds, "Title: description" for the items of a list. */
function wordsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  // A list's items are read as sentences: "Cited sources" ends with a full stop, so an answer
  // quoting it never ends mid-phrase.
  if (Array.isArray(value))
    return value.flatMap(wordsOf).map((item) => {
      const text = item.trim().replace(/[;,]$/, "");
      return /[.!?:]$/.test(text) ? text : `${text}.`;
    });
  if (value === null || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  if (typeof record.title === "string" && typeof record.description === "string") {
    const rest = Object.entries(record)
      .filter(([key]) => key !== "title" && key !== "description" && !SKIPPED_KEYS.has(key))
      .flatMap(([, inner]) => wordsOf(inner));
    return [`${sentence(record.title)} ${record.description}`, ...rest];
  }
  return Object.entries(record)
    .filter(([key]) => !SKIPPED_KEYS.has(key))
    .flatMap(([, inner]) => wordsOf(inner));
}

/** A title used as the start of a sentence ("24/7 Support" -> "24/7 Support:"). */
function sentence(title: string): string {
  return /[.:?!]$/.test(title) ? title : `${title}:`;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A page and its sections; a section's heading is its own title unless given. */
interface PageSource {
  url: string;
  page: string;
  sections: readonly Section[];
}

interface Section {
  heading?: string;
  copy: unknown;
}

function section<T extends { title: string }>(copy: T, heading: string = copy.title): Section {
  const { title: _title, ...rest } = copy;
  return { heading, copy: rest };
}

const usd = formatUsd;

function planText(plan: (typeof plans)[number]): string {
  const monthly = plan.monthlyFeeVaries ? `from ${usd(plan.monthlyFee)} per month` : `${usd(plan.monthlyFee)} per month`;
  return [
    `The ${plan.name} plan costs ${usd(plan.setupFee)} one-time setup and ${monthly}.`,
    plan.description,
    `Included: ${plan.featuresLeadIn ? `${plan.featuresLeadIn} ` : ""}${plan.features.map((f) => f.label).join("; ")}.`,
    `Best for: ${plan.bestFor}`,
    plan.businessValue,
  ].join(" ");
}

function courseSections(course: Course): Section[] {
  return course.levels.flatMap((level): Section[] => {
    const name = course.levels.length > 1 ? `${course.title} (${level.label})` : course.title;
    const summary = [
      `${name} takes ${level.duration}.`,
      `Who it is for: ${level.audienceSummary}.`,
      `Typical salary potential for these skills: about ${formatSalary(level.salaryPotential)} a year.`,
      "Courses have no published price; register and we contact you with dates, format and fees.",
      course.lead,
    ].join(" ");
    const content = level.content;
    if (!content) return [{ heading: name, copy: `${summary} The course outline is coming soon.` }];
    return [
      { heading: name, copy: [summary, content.overview] },
      { heading: `${name}: what you will learn`, copy: content.outcomes.map((o) => `${o}.`) },
      { heading: `${name}: course modules`, copy: content.modules.map((m) => `${sentence(m.title)} ${m.description}`) },
      {
        heading: `${name}: who it is for`,
        copy: [...content.audience.map((a) => `${a}.`), content.prerequisites ? `Prerequisites: ${content.prerequisites}` : ""],
      },
      { heading: `${name}: ${groupTraining.title.toLowerCase()}`, copy: groupTraining.text },
    ];
  });
}

function legalBlockText(block: LegalBlock): string[] {
  switch (block.kind) {
    case "paragraph":
      return [[block.lead, block.text, block.link?.label].filter(Boolean).join(" ")];
    case "list":
      // Read as sentences: an item's own ";" or "," gives way to a full stop, and one is never doubled.
      return block.items.map((item) => `${item.trim().replace(/[;,.]$/, "")}.`);
    case "terms":
      return block.items.map((item) => `${sentence(item.term)} ${item.text}`);
    case "contact":
      return [`${company.legalName}, ${formatAddress()}. E-mail ${company.email}, phone ${company.phone.display}.`];
  }
}

function legalPage(document: LegalDocument): PageSource {
  return {
    url: document.path,
    page: document.title,
    sections: [
      { heading: document.title, copy: [document.summary, `Last updated ${document.lastUpdated.label}.`] },
      ...document.sections.map((s) => ({ heading: s.title, copy: s.blocks.flatMap(legalBlockText) })),
    ],
  };
}

const hours = `${company.openingHours.label}. ${company.closedLabel}.`;
const area = `We serve ${company.serviceArea.join(", ")} and the rest of the region within about ${company.serviceRadiusMiles} miles of ${company.address.city}, ${company.serviceAreaState}, and work remotely with clients anywhere.`;

function sources(): PageSource[] {
  return [
    {
      url: "/",
      page: "Home",
      sections: [
        section(homeHero, "Home"),
        { heading: homeCopy.impactTitle, copy: impactStats.map((s) => `${s.value} ${s.label}: ${s.description}`) },
        { heading: homeCopy.benefitsTitle, copy: [homeCopy.benefitsIntro, benefits] },
      ],
    },
    {
      url: "/about",
      page: "About Us",
      sections: [section(aboutIntro), section(mission), section(whatWeDo), section(howWeWork), section(coreValues), section(aboutCta)],
    },
    {
      url: "/our-team",
      page: "Our Leadership Team",
      sections: [section(teamIntro), section(teamSection), section(teamCta)],
    },
    {
      url: "/services",
      page: "Services",
      sections: [
        { heading: servicesCopy.title, copy: [servicesCopy.lead, servicesCopy.catalogIntro] },
        { heading: servicesCopy.catalogTitle, copy: serviceCards.map((card) => `${sentence(card.title)} ${card.description}`) },
        { heading: servicesCopy.whyTitle, copy: [servicesCopy.whyIntro, whyChoose] },
        {
          heading: servicesCopy.storiesTitle,
          copy: [servicesCopy.storiesIntro, servicesCopy.storiesNote, successStories.map((s) => `${s.title}.`)],
        },
        ...successStories.map((story) => ({
          heading: story.title,
          copy: [`${story.industry}.`, story.challenge, story.solution, story.results.map((r) => `${r.value} ${r.label}.`)],
        })),
      ],
    },
    {
      url: "/pricing",
      page: "Pricing",
      sections: [
        { heading: pricingCopy.title, copy: [pricingCopy.lead, pricingCopy.plansIntro] },
        ...plans.map((plan) => ({ heading: `${plan.name} plan`, copy: planText(plan) })),
        {
          heading: pricingCopy.addOnsTitle,
          copy: [
            pricingCopy.addOnsIntro,
            addOns.map(
              (a) => `${sentence(a.name)} ${a.description} ${usd(a.oneTimeFee)} one-time, plus ${usd(a.monthlyImpact)} per month.`,
            ),
          ],
        },
        ...addOns.map((a) => ({
          heading: `${a.name} add-on`,
          copy: `The ${a.name} add-on costs ${usd(a.oneTimeFee)} one-time and adds ${usd(a.monthlyImpact)} to the monthly fee. ${a.description}`,
        })),
        { heading: pricingCopy.guaranteeTitle, copy: [pricingCopy.guaranteeText, pricingCopy.billingNotes] },
      ],
    },
    {
      url: "/faq",
      page: "FAQ",
      sections: [
        ...faqs.map((faq) => ({ heading: faq.question, copy: faq.answer })),
        { heading: faqCopy.asideTitle, copy: [faqCopy.lead, faqCopy.asideText] },
      ],
    },
    {
      url: "/book-demo",
      page: "Book a Free Demo",
      sections: [
        section(bookDemoIntro),
        section({ ...demoFormCard, emailPrompt: `${demoFormCard.emailPrompt} ${company.email}.` }),
        section(whatToExpect),
      ],
    },
    {
      url: "/contact",
      page: "Contact Us",
      sections: [
        section(contactIntro),
        section(getInTouch),
        {
          heading: "Address, phone, e-mail and hours",
          copy: [
            `Address: ${company.name}, ${formatAddress()}.`,
            `E-mail address ${company.email}. Phone number ${company.phone.display}.`,
            `Office hours: ${hours}`,
          ],
        },
        { heading: "Service area", copy: area },
        section(scheduleDemo),
        { heading: webinars.title, copy: [webinars.intro, webinars.empty.text] },
      ],
    },
    {
      url: "/services/ai-chatbots",
      page: "AI Chatbots",
      sections: [
        section(chatbotsHero),
        section(chatbotsFeatures),
        section(chatbotsKeyFeatures),
        section(chatbotsUseCases),
        section(chatbotsProcess),
        section(chatbotsCta),
      ],
    },
    {
      url: "/services/rag-qa-systems",
      page: "RAG Q&A Systems",
      sections: [
        section(ragHero),
        section(ragFeatures),
        section(ragKeyFeatures),
        section(ragUseCases),
        section(ragProcess),
        section(ragCta),
      ],
    },
    {
      url: "/services/ai-training",
      page: "AI Training",
      sections: [
        section(trainingHero),
        {
          heading: trainingCoursesSection.title,
          copy: [
            trainingCoursesSection.intro,
            trainingCourseCards.map((card) => {
              const level = courses.find((c) => c.slug === card.slug)?.levels.find((l) => l.id === card.levelId);
              return `${sentence(card.name)} ${card.description}${level ? ` ${level.duration}.` : ""}`;
            }),
          ],
        },
        section(whyUpskill),
        section(trainingRegistration),
        section(trainingCta),
      ],
    },
    ...courses.map((course): PageSource => ({ url: `/services/${course.slug}`, page: course.title, sections: courseSections(course) })),
    {
      url: "/services/ai-consulting",
      page: "AI Consulting",
      sections: [
        section(consultingHero),
        section(consultingFeatures),
        section(consultingProcess),
        section(consultingTimelines),
        section(consultingCta),
      ],
    },
    {
      url: "/services/ai-integration",
      page: "AI Integration",
      sections: [section(integrationHero), section(integrationFeatures), section(integrationProcess), section(integrationCta)],
    },
    {
      url: newsletterPage.path,
      page: newsletterPage.title,
      sections: [{ heading: newsletterPage.title, copy: [newsletterPage.description, newsletterPage.points] }],
    },
    legalPage(privacyPolicy),
    legalPage(termsOfService),
    legalPage(cookiePolicy),
  ];
}

let cached: readonly Passage[] | undefined;

/** Every passage of the site, built once per process from the typed content. */
export function sitePassages(): readonly Passage[] {
  if (cached) return cached;
  const seen = new Map<string, number>();
  cached = sources().flatMap((source) =>
    source.sections.flatMap(({ heading = source.page, copy }) => {
      const text = wordsOf(copy)
        .map((part) => part.trim())
        .filter(Boolean)
        .join(" ");
      if (!text) return [];
      const base = `${source.url}#${slug(heading)}`;
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      return [{ id: count > 1 ? `${base}-${count}` : base, url: source.url, page: source.page, heading, text }];
    }),
  );
  return cached;
}
