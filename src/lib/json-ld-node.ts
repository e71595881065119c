/** One schema.org object as plain JSON. */
export type JsonLdNode = { "@type": string; "@id"?: string } & Record<string, unknown>;
