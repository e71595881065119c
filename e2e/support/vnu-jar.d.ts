/** The `vnu-jar` package (no types of its own): its default export is vnu.jar's path. */
declare module "vnu-jar" {
  const jarPath: string;
  export default jarPath;
}
