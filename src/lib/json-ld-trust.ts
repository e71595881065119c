import type { JsonLdNode } from "./json-ld-node";
import type { Certification, License, TrustFacts } from "../config/trust-types";

/**
 * The trust facts schema.org can say about the business: its founding year and its
 * credentials (licenses and certifications, each recognised by its issuer). Insurance has no
 * property of its own, and ratings stay out on purpose: Google calls a business's rating of
 * itself self-serving (https://developers.google.com/search/docs/appearance/structured-data/review-snippet#self-serving).
 */
export function trustProperties(facts: TrustFacts | undefined): Record<string, unknown> {
  if (!facts) return {};
  const credentials = [
    ...facts.licenses.map(licenseNode),
    ...facts.certifications.map(certificationNode),
  ];
  return {
    ...(facts.foundedYear !== undefined && { foundingDate: String(facts.foundedYear) }),
    ...(credentials.length > 0 && { hasCredential: credentials }),
  };
}

function licenseNode(license: License): JsonLdNode {
  return {
    "@type": "EducationalOccupationalCredential",
    credentialCategory: "license",
    name: license.kind,
    identifier: license.number,
    recognizedBy: { "@type": "Organization", name: license.authority },
    ...(license.verifyUrl && { url: license.verifyUrl }),
  };
}

function certificationNode(certification: Certification): JsonLdNode {
  return {
    "@type": "EducationalOccupationalCredential",
    credentialCategory: "certification",
    name: [certification.programme, certification.level].filter(Boolean).join(" "),
    recognizedBy: { "@type": "Organization", name: certification.programme },
    ...(certification.verifyUrl && { url: certification.verifyUrl }),
  };
}
