import { getCollection } from "astro:content";
import { responsiveImage } from "./images";

// Whether the contractor has written src/content/team.yaml: without it the collection is
// empty on purpose, and asking Astro for it would only log a warning at every build. The
// glob only tests for the file (as raw text, so Vite never parses the YAML as a module).
const teamFile = import.meta.glob("../content/team.yaml", { query: "?raw", import: "default" });

/** The people for /about, owner first, then by their order; none when there is no file. */
export async function loadTeam() {
  if (Object.keys(teamFile).length === 0) return [];
  const entries = await getCollection("team");
  return Promise.all(
    entries
      .sort((a, b) => Number(b.data.owner) - Number(a.data.owner) || a.data.order - b.data.order)
      .map(async ({ data }) => ({
        ...data,
        photo: data.photo ? await responsiveImage(data.photo, [320, 480, 720]) : undefined,
      })),
  );
}
