import { z } from "astro/zod";

/**
 * What a homeowner can check about the contractor: when it was founded, its licenses,
 * its insurance, its manufacturer certifications and where it is rated. Every fact is
 * optional and shown only when set; the values live in src/config/trust.ts, and
 * lib/trust-facts.ts reads them.
 */

/** A link a homeowner follows to check a fact: https only. */
const httpsUrl = z.url({ protocol: /^https$/ });

/** A state or city license or registration, e.g. a city's home-improvement registration. */
const license = z.object({
  /** Who issued it: "Louisville Metro Codes & Regulations" */
  authority: z.string().min(2),
  /** What it is: "Home improvement contractor registration" */
  kind: z.string().min(2),
  number: z.string().min(1),
  /** The issuer's own lookup page for this number */
  verifyUrl: httpsUrl.optional(),
});

/** A policy the contractor carries: "General liability", "Acme Mutual", "$2,000,000". */
const insurance = z.object({
  coverage: z.string().min(2),
  carrier: z.string().min(2),
  /** The limit as the certificate states it: "$2,000,000 per occurrence" */
  limit: z.string().min(1).optional(),
});

/** A manufacturer's or standard body's programme, shown as a typographic wordmark. */
const certification = z.object({
  /** "GAF", "Owens Corning", "IBHS FORTIFIED" */
  programme: z.string().min(2),
  /** "Master Elite Contractor", "Platinum Preferred", "Certified Roofing Contractor" */
  level: z.string().min(2).optional(),
  /** The programme's contractor directory entry for this business */
  verifyUrl: httpsUrl.optional(),
});

/** A rating the public can see where it lives. Shown with the date it was last read. */
const rating = z
  .object({
    /** "Google", "Better Business Bureau" */
    source: z.string().min(2),
    score: z.number().positive(),
    outOf: z.number().positive().default(5),
    count: z.number().int().positive(),
    /** When someone last read the figures off the profile, "2026-11-02" */
    checked: z.iso.date(),
    /** The profile itself, where a visitor reads the reviews */
    url: httpsUrl,
  })
  .refine((entry) => entry.score <= entry.outOf, "the score cannot exceed the scale");

export const trustFactsSchema = z.object({
  foundedYear: z.number().int().min(1800).optional(),
  licenses: z.array(license).default([]),
  insurance: z.array(insurance).default([]),
  certifications: z.array(certification).default([]),
  ratings: z.array(rating).default([]),
});

/** The facts as written in config (lists may be left out). */
export type TrustFactsInput = z.input<typeof trustFactsSchema>;
/** The facts as pages and structured data read them. */
export type TrustFacts = z.output<typeof trustFactsSchema>;
export type License = TrustFacts["licenses"][number];
export type Insurance = TrustFacts["insurance"][number];
export type Certification = TrustFacts["certifications"][number];
export type PublicRating = TrustFacts["ratings"][number];
