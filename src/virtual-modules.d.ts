declare module "virtual:quote-form-client" {
  /** URL of the quote form's client code (src/integrations/quote-form-client.ts). */
  const url: string;
  export default url;
}
