declare module "virtual:first-use-client/*" {
  /** URL of a client's code loaded on first use (src/integrations/first-use-clients.ts). */
  const url: string;
  export default url;
}
