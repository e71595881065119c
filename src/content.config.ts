import { defineCollection, reference } from "astro:content";
import { file, glob } from "astro/loaders";
import { z } from "astro/zod";
import { site } from "./config/site";
import { optionalFile } from "./integrations/optional-file";
import { fillTokens } from "./lib/fill-tokens";
import { iconNames } from "./lib/icon-names";
import { artFocuses } from "./lib/art-focus";
import { serviceTypeValues } from "./lib/lead-model";

/** Copy text: `{token}` placeholders are filled from config (see lib/fill-tokens). */
const text = () => z.string().min(1).transform(fillTokens);
const paragraphs = () => z.array(text()).min(1);

const seo = {
  /** The <title>, before the " | Business" suffix is considered; unique per page */
  title: z.string().min(10).max(60),
  description: z.string().min(70).max(155),
};

const hero = z.object({
  eyebrow: text().optional(),
  heading: text(),
  subheading: text(),
});

const faq = z.object({ question: text(), answer: text() });
const card = z.object({ icon: z.enum(iconNames), title: text(), description: text() });
/** An area page's card for work we do there, linked to that service's page when there is one. */
const areaCard = card.extend({
  href: z
    .string()
    .regex(/^\/(residential|commercial|emergency)\/[a-z-]+$/)
    .optional(),
});
/** A service page's longer explanation; `display: steps` numbers its paragraphs as steps. */
const section = z.object({
  heading: text(),
  lead: text().optional(),
  body: paragraphs(),
  display: z.enum(["prose", "steps", "steps-card"]).default("prose"),
});

const services = defineCollection({
  loader: glob({ pattern: "**/*.yaml", base: "./src/content/services" }),
  schema: z.object({
    category: z.enum(["residential", "commercial", "emergency"]),
    order: z.number().int(),
    navLabel: z.string(),
    /** Listed on its category hub page */
    inHub: z.boolean().default(true),
    /** Listed in the footer's services column */
    inFooter: z.boolean().default(true),
    ...seo,
    icon: z.enum(iconNames),
    summary: text(),
    hero,
    intro: paragraphs(),
    benefitsHeading: text(),
    benefits: z.array(card).length(3),
    details: z.array(section).min(1),
    faqs: z.array(faq).length(3),
    formTitle: z.string().default("Get Your Free Quote"),
    formIntro: text(),
    /** The form's button, where "Get My Free Quote" would not fit the request (the emergencies) */
    submitLabel: z.string().min(3).max(40).optional(),
    defaultServiceType: z.enum(serviceTypeValues),
    /** Invites the visitor to the instant roof estimate (/estimate) */
    estimateInvite: z.boolean().default(false),
    /** Offers /book ("Prefer to pick a time?") beside the quote form: inspections, emergencies */
    bookInvite: z.boolean().default(false),
    /** Shows the 24/7 emergency call block (roof tarping, storm damage) */
    emergencyLine: z.boolean().default(false),
    /** A customer's words about this very service, shown beside the form; none is invented */
    testimonial: reference("testimonials").optional(),
    /**
     * Beside the form in place of "What happens next" (a call back within business hours):
     * what to do right now, for the emergency pages.
     */
    nowSteps: z
      .object({
        heading: text(),
        items: z
          .array(z.object({ title: text(), description: text() }))
          .min(2)
          .max(5),
      })
      .optional(),
  }),
});

const areas = defineCollection({
  loader: glob({ pattern: "*.yaml", base: "./src/content/areas" }),
  schema: z.object({
    order: z.number().int(),
    name: z.string(),
    /** "city" or "county", used for the schema.org areaServed type */
    kind: z.enum(["city", "county"]),
    state: z.enum(["KY", "IN"]),
    navLabel: z.string(),
    ...seo,
    summary: text(),
    hero,
    intro: z.object({ heading: text(), body: paragraphs(), buttonLabel: z.string() }),
    communities: z.array(z.string()).min(3),
    highlights: z.object({ heading: text(), items: z.array(areaCard).min(3).max(4) }),
    faqs: z.array(faq).length(2),
    cta: z.object({ heading: text(), body: text(), buttonLabel: z.string() }),
    formTitle: z.string().default("Get Your Free Quote"),
  }),
});

const blog = defineCollection({
  loader: glob({ pattern: "*.md", base: "./src/content/blog" }),
  schema: ({ image }) =>
    z.object({
      ...seo,
      headline: z.string(),
      category: z.string(),
      date: z.coerce.date(),
      updated: z.coerce.date().optional(),
      excerpt: z.string().max(220),
      image: image(),
      imageAlt: z.string(),
      author: z.string().default(`The ${site.shortName} team`),
      cta: z.object({ label: z.string(), href: z.string() }),
    }),
});

const faqGroups = defineCollection({
  loader: file("./src/content/faqs.yaml"),
  schema: z.object({
    order: z.number().int(),
    heading: z.string(),
    items: z.array(faq).min(1),
  }),
});

const testimonials = defineCollection({
  loader: file("./src/content/testimonials.yaml"),
  schema: z.object({
    quote: text(),
    author: z.string(),
    location: z.string(),
    service: z.string(),
    /** Shown on the home page (three of them) */
    featured: z.boolean().default(false),
  }),
});

const brands = defineCollection({
  loader: file("./src/content/brands.yaml"),
  schema: ({ image }) =>
    z.object({
      name: z.string(),
      note: z.string(),
      /** Optional logo file; without it the brand renders as a text wordmark */
      logo: image().optional(),
    }),
});

const trustPoints = defineCollection({
  loader: file("./src/content/trust-points.yaml"),
  schema: card,
});

/** Each page's picture by file name: its alt text and crop focus (lib/page-art.ts, docs/images.md). */
const artwork = defineCollection({
  loader: file("./src/content/artwork.yaml"),
  schema: z.object({
    subject: z.string().min(10),
    focus: z.enum(artFocuses).default("center"),
  }),
});

/**
 * The people on /about, owner first: real people only, each with their own consent to be
 * shown. The file is absent in the demo (a fictional business has no staff to show); see
 * docs/images.md for its format and where the photos go.
 */
const team = defineCollection({
  loader: optionalFile("./src/content/team.yaml"),
  schema: ({ image }) =>
    z.object({
      name: z.string().min(2),
      role: z.string().min(2),
      /** The owner is shown first and larger, with their own words */
      owner: z.boolean().default(false),
      order: z.number().int().default(0),
      /** A portrait, relative to team.yaml (e.g. ../assets/team/jane.jpg) */
      photo: image().optional(),
      bio: text().optional(),
    }),
});

/** Copy for the hubs and one-off pages: SEO, hero and named blocks of cards or text. */
const pages = defineCollection({
  loader: glob({ pattern: "*.yaml", base: "./src/content/pages" }),
  schema: z.object({
    ...seo,
    hero,
    blocks: z
      .record(
        z.string(),
        z.object({
          heading: text(),
          intro: text().optional(),
          body: z.array(text()).default([]),
          items: z.array(card).default([]),
        }),
      )
      .default({}),
  }),
});

export const collections = {
  services,
  areas,
  blog,
  faqGroups,
  testimonials,
  brands,
  trustPoints,
  team,
  artwork,
  pages,
};
