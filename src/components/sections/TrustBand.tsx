import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import type { TrustFacts } from "../../config/trust-types";
import { hasTrustFacts } from "../../lib/trust-facts";
import { CertificationFact, InsuranceFact, LicenseFact } from "./trust/CredentialFacts";
import { RatingFact } from "./trust/RatingFact";

interface TrustBandProps {
  facts: TrustFacts;
  /** The year the page was built, for "17 years in business" */
  year: number;
  className?: string | undefined;
}

/**
 * One group of facts under its label. Tiles grow to fill their row, so none stands alone,
 * and a tile stretched wide lays its facts side by side instead of leaving a blank field.
 */
function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className="rounded-card border-line flex min-w-64 flex-[1_1_16rem] flex-col gap-4 border bg-white p-5">
      <p className="text-accent-700 text-xs font-bold tracking-[0.14em] uppercase">{label}</p>
      <div className="flex flex-wrap gap-x-12 gap-y-5 *:min-w-52 *:flex-1">{children}</div>
    </li>
  );
}

/**
 * The facts a homeowner can check (src/config/trust.ts), each with the link where it can be
 * checked. Nothing is drawn when no fact is set: the demo identity has none.
 */
export function TrustBand({ facts, year, className }: TrustBandProps) {
  if (!hasTrustFacts(facts)) return null;
  const { foundedYear, ratings, licenses, insurance, certifications } = facts;
  return (
    <section aria-labelledby="trust-facts" className={cn("bg-surface py-14", className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="trust-facts" className="text-2xl font-bold sm:text-3xl">
          Facts you can check
        </h2>
        <p className="text-muted mt-2 max-w-2xl">
          Each one links to the office or the site that keeps the record.
        </p>
        <ul className="mt-8 flex flex-wrap gap-4">
          {ratings.map((rating) => (
            <Tile key={rating.url} label="Rated">
              <RatingFact rating={rating} />
            </Tile>
          ))}
          {foundedYear !== undefined && (
            <Tile label="In business">
              <p>
                <span className="font-display text-brand-900 block text-4xl font-bold">
                  Since {foundedYear}
                </span>
                {year > foundedYear && (
                  <span className="text-muted">{year - foundedYear} years in business</span>
                )}
              </p>
            </Tile>
          )}
          {licenses.length > 0 && (
            <Tile label={licenses.length > 1 ? "Licenses" : "License"}>
              {licenses.map((license) => (
                <LicenseFact key={license.authority + license.number} license={license} />
              ))}
            </Tile>
          )}
          {insurance.length > 0 && (
            <Tile label="Insured">
              {insurance.map((policy) => (
                <InsuranceFact key={policy.coverage + policy.carrier} policy={policy} />
              ))}
            </Tile>
          )}
          {certifications.length > 0 && (
            <Tile label="Certified">
              {certifications.map((certification) => (
                <CertificationFact key={certification.programme} certification={certification} />
              ))}
            </Tile>
          )}
        </ul>
      </div>
    </section>
  );
}
