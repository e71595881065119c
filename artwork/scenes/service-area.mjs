// The service area as a map: the six areas' counties (src/config/service-counties.ts) from
// the Census shapes in the us-atlas package, the Ohio River along the Kentucky-Indiana line,
// and the names in the site's display face. Nothing here is a typed-in coordinate.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { geoCentroid, geoMercator, geoPath } from "d3-geo";
import { feature, mesh } from "topojson-client";
import { serviceCounties } from "../../src/config/service-counties.ts";
import { lettering } from "../kit/lettering.mjs";
import { group, n, path, rect, scene } from "../kit/svg.mjs";

const require = createRequire(import.meta.url);
const atlas = JSON.parse(readFileSync(require.resolve("us-atlas/counties-10m.json"), "utf8"));
const KENTUCKY = "21";
const INDIANA = "18";

export default function serviceArea() {
  const s = scene();
  const served = new Set(Object.values(serviceCounties).flat());
  const counties = feature(atlas, atlas.objects.counties).features;
  const servedShapes = counties.filter((county) => served.has(county.id));
  // Everything within reach of the served counties, so they sit in their surroundings.
  const frame = { type: "FeatureCollection", features: servedShapes };
  const projection = geoMercator().fitExtent([[260, 170], [1340, 860]], frame);
  const draw = geoPath(projection);
  const inView = counties.filter((county) => {
    const [x, y] = projection(geoCentroid(county));
    return x > -200 && x < 1800 && y > -200 && y < 1200 && [KENTUCKY, INDIANA].includes(county.id.slice(0, 2));
  });

  const body = [rect(0, 0, s.width, s.height, s.linear([["0", "#dfe8ec"], ["1", "#cfdce2"]]))];
  body.push(group(inView.map((county) => path(draw(county), county.id.startsWith(INDIANA) ? "#f1ede4" : "#f6f2ea")).join("")));
  body.push(path(draw(mesh(atlas, atlas.objects.counties, (a, b) => a !== b)), "none", 'stroke="#d6cdbd" stroke-width="1.5"'));
  const tint = s.linear([["0", "#f7c79b"], ["1", "#ee9f63"]], [0, 0, 1, 1]);
  body.push(group(servedShapes.map((county) => path(draw(county), tint)).join(""), 'stroke="#c2410c" stroke-width="3" stroke-linejoin="round"'));
  // The Ohio: the state line between Kentucky and Indiana.
  const river = draw(mesh(atlas, atlas.objects.counties, (a, b) => a !== b && a.id.slice(0, 2) !== b.id.slice(0, 2)));
  body.push(path(river, "none", 'stroke="#7fa6c4" stroke-width="16" stroke-linejoin="round" stroke-linecap="round"'));
  body.push(path(river, "none", 'stroke="#a9c8de" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"'));
  body.push(lettering("INDIANA", 380, 150, 44, "#7d8b96", { tracking: 0.3 }));
  body.push(lettering("KENTUCKY", 1230, 930, 44, "#7d8b96", { tracking: 0.3, anchor: "end" }));
  body.push(lettering("OHIO RIVER", 150, 760, 26, "#4f7d9f", { tracking: 0.2, extra: 'transform="rotate(-14 150 760)"' }));
  const names = { "21111": "Louisville · Jefferson", "21029": "Bullitt", "21185": "Oldham", "21211": "Shelby", "18043": "Floyd" };
  for (const county of servedShapes) {
    const [x, y] = projection(geoCentroid(county));
    body.push(lettering(names[county.id] ?? "", x + 1.5, y + 13.5, 34, "#7a2b0c", { anchor: "middle", extra: 'opacity=".35"' }));
    body.push(lettering(names[county.id] ?? "", x, y + 12, 34, "#3b1606", { anchor: "middle" }));
  }
  // A pin on Louisville Metro, the centre of the area.
  const [px, py] = projection(geoCentroid(servedShapes.find((county) => county.id === "21111")));
  body.push(path(`M${n(px)} ${n(py - 26)}c-16 0-28 12-28 27 0 20 28 47 28 47s28-27 28-47c0-15-12-27-28-27z`, "#0f2a44", `transform="translate(0 -70)"`));
  body.push(`<circle cx="${n(px)}" cy="${n(py - 95)}" r="10" fill="#ffffff"/>`);
  return s.render(body.join(""));
}
