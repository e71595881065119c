import type { Certification, Insurance, License } from "../../../config/trust-types";
import { ExternalLink } from "./ExternalLink";

/** A license or registration: who issued it, what it is, its number and where to look it up. */
export function LicenseFact({ license }: { license: License }) {
  return (
    <div>
      <p className="text-ink font-semibold">{license.kind}</p>
      <p className="text-muted text-sm">{license.authority}</p>
      <p className="text-brand-900 mt-1 text-sm tabular-nums">No. {license.number}</p>
      {license.verifyUrl && (
        <ExternalLink href={license.verifyUrl} className="text-sm">
          Verify with {license.authority}
        </ExternalLink>
      )}
    </div>
  );
}

/** A policy: its coverage, carrier and limit as the certificate states them. */
export function InsuranceFact({ policy }: { policy: Insurance }) {
  return (
    <div>
      <p className="text-ink font-semibold">{policy.coverage}</p>
      <p className="text-muted text-sm">
        {policy.carrier}
        {policy.limit && <span> · {policy.limit}</span>}
      </p>
    </div>
  );
}

/** A programme's name set as a wordmark in the display face (no trademark files shipped). */
export function CertificationFact({ certification }: { certification: Certification }) {
  return (
    <div>
      <p className="font-display text-brand-900 text-xl font-bold tracking-wide uppercase">
        {certification.programme}
      </p>
      {certification.level && <p className="text-ink font-semibold">{certification.level}</p>}
      {certification.verifyUrl && (
        <ExternalLink href={certification.verifyUrl} className="text-sm">
          Check the {certification.programme} directory
        </ExternalLink>
      )}
    </div>
  );
}
