/** Where a lead goes besides email, from LEAD_CHAT_WEBHOOK_URL and LEAD_WEBHOOK_URLS. */
export interface DeliverySettings {
  /** A Slack-compatible incoming webhook that takes {"text": …}; null for none */
  chatUrl: string | null;
  /** Receivers of signed `lead.created` events */
  webhookUrls: string[];
  /** The site's origin, for the inbox links */
  siteUrl: string;
}

export const noDeliveries = (siteUrl: string): DeliverySettings => ({
  chatUrl: null,
  webhookUrls: [],
  siteUrl,
});
