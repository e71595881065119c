/*
 * The privacy page states what this deployment does, from its settings: which
 * paragraphs of its copy apply (a paragraph may start "[if chat] ", "[if tools] ", …) and
 * the figures in them ([[clientAddressDays]], [[leadRetentionDays]], [[tools]]).
 */

/** What the privacy page says of a deployment; the runtime reads it from the settings. */
export interface PrivacyFacts {
  /** CLIENT_ADDRESS_DAYS */
  clientAddressDays: number;
  /** LEAD_RETENTION_DAYS; null: leads are kept */
  leadRetentionDays: number | null;
  /** LEAD_CHAT_WEBHOOK_URL is set: a team chat gets an alert per lead */
  chat: boolean;
  /** LEAD_INTEGRATION_NAMES: the business tools each lead goes to */
  businessTools: string[];
  /** LEAD_WEBHOOK_URLS is set without names */
  unnamedTools: boolean;
}

const conditions: Record<string, (facts: PrivacyFacts) => boolean> = {
  chat: (facts) => facts.chat,
  tools: (facts) => facts.businessTools.length > 0,
  "unnamed-tools": (facts) => facts.unnamedTools,
  "no-sharing": (facts) => !facts.chat && facts.businessTools.length === 0 && !facts.unnamedTools,
  kept: (facts) => facts.leadRetentionDays === null,
  retention: (facts) => facts.leadRetentionDays !== null,
};

/** "HubSpot" · "HubSpot and Jobber" · "HubSpot, Jobber and Slack" */
const listed = (names: string[]) =>
  names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/**
 * The paragraphs of a privacy page section that apply to `facts`, figures filled in. An
 * unknown condition or figure throws, so a typo in the copy fails instead of shipping.
 *
 * @example privacyParagraphs(["[if kept] We keep it.", "[if retention] Gone in [[leadRetentionDays]] days."], facts)
 */
export function privacyParagraphs(body: readonly string[], facts: PrivacyFacts): string[] {
  const figures: Record<string, string> = {
    clientAddressDays: String(facts.clientAddressDays),
    leadRetentionDays: String(facts.leadRetentionDays ?? ""),
    tools: listed(facts.businessTools),
  };
  return body.flatMap((paragraph) => {
    const condition = /^\[if ([\w-]+)\] /.exec(paragraph);
    if (condition) {
      const applies = conditions[condition[1] ?? ""];
      if (!applies) throw new Error(`Unknown privacy condition in: ${paragraph}`);
      if (!applies(facts)) return [];
    }
    const text = paragraph.slice(condition?.[0].length ?? 0);
    return [
      text.replace(/\[\[(\w+)\]\]/g, (_match, name: string) => {
        const value = figures[name];
        if (value === undefined) throw new Error(`Unknown privacy figure in: ${paragraph}`);
        return value;
      }),
    ];
  });
}
