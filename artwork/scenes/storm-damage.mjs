// The morning after: the sky clearing, a broken limb across the roof, shingles torn off to
// the deck and scattered on the lawn with the hail, a gutter hanging loose.
import { door, glass, window } from "../kit/facade.mjs";
import { house } from "../kit/house.mjs";
import { lawn, treeLine } from "../kit/land.mjs";
import { lapSiding, sheathing, shingleColors, shingles } from "../kit/materials.mjs";
import { cloud, cloudBand, finish, glow, sky } from "../kit/sky.mjs";
import { foliage, shrub, tree } from "../kit/trees.mjs";
import { circle, ellipse, group, n, path, random, rect, scene } from "../kit/svg.mjs";
import { view } from "../kit/view.mjs";

export default function stormDamage() {
  const s = scene();
  const v = view({ ox: 400, oy: 800, kx: 0.62, ky: 0.3 });
  const rnd = random(41);
  const roofFill = shingles(s, shingleColors.weatheredWood, { seed: 12 });
  const deck = sheathing(s);
  const body = [];
  body.push(sky(s, "clearing", 760), glow(s, 1300, 260, 520, "#fff1cf", 0.85));
  body.push(cloudBand(s, 90, 110, "#51657a", { seed: 2, opacity: 0.9 }), cloud(s, 300, 300, 260, { seed: 5, light: "#e9eef2", shade: "#8c9cab" }));
  body.push(treeLine(s, 700, 55, "#566b58", { seed: 9 }), lawn(s, 720, ["#7d9152", "#3e5634"]));

  // Bare deck where the wind peeled the shingles off, in ragged patches.
  const torn = (width, length) => {
    const patch = (cx, cy, rx, ry) => {
      const points = [];
      for (let i = 0; i < 14; i++) {
        const a = (i / 14) * Math.PI * 2;
        const r = rnd.between(0.7, 1.15);
        points.push(`${n(cx + Math.cos(a) * rx * r)} ${n(cy + Math.sin(a) * ry * r)}`);
      }
      return path(`M${points.join("L")}Z`, deck) + path(`M${points.join("L")}Z`, "none", 'stroke="#20262c" stroke-width="3" opacity=".5"');
    };
    return patch(width * 0.62, length * 0.35, 90, 40) + patch(width * 0.78, length * 0.7, 60, 30) + patch(width * 0.22, length * 0.55, 50, 26);
  };
  body.push(
    house(s, v, {
      at: [0, 0],
      size: { w: 700, d: 320, h: 230 },
      roof: { ridge: "x", rise: 130, overhang: 24, fill: roofFill, deck: torn },
      walls: {
        fill: lapSiding(s, { color: "#c7cbc4" }),
        trim: "#f3f0ea",
        frontFeatures: () => window(70, 50, 110, 110, { fill: glass(s, "day"), shutters: "#39475a" }) + door(320, 106, 62, 124, { color: "#39475a" }) + window(500, 50, 110, 110, { fill: glass(s, "day"), shutters: "#39475a" }),
        sideFeatures: () => window(120, 60, 70, 90, { fill: glass(s, "day") }),
      },
    }),
  );
  // The hanging gutter, the broken limb, scattered shingles and hail on the grass.
  const [gx, gy] = v.project([-24, -24, 210]);
  const [ex] = v.project([724, -24, 210]);
  body.push(rect(gx, gy, ex - gx - 60, 12, "#d9d4ca", 'rx="3"'), rect(ex - 60, gy, 150, 12, "#d9d4ca", `rx="3" transform="rotate(62 ${n(ex - 60)} ${n(gy)})"`));
  // The limb lies along the slope, its broken end on the ridge, leaves spilling over the eave.
  body.push(path("M520 430C640 450 760 490 880 556L872 574C752 512 636 474 514 452Z", "#4a3a2e"), path("M700 484l40-50M800 520l30 44M610 458l-40-30", "none", 'stroke="#4a3a2e" stroke-width="9" stroke-linecap="round"'));
  body.push(group(Array.from({ length: 10 }, (_, i) => ellipse(600 + i * 34 + rnd.between(-16, 16), 446 + i * 12 + rnd.between(-18, 18), 34, 20, rnd.pick(foliage.storm))).join("")));
  const litter = [];
  for (let i = 0; i < 16; i++) {
    const [lx, ly] = [rnd.between(150, 1450), rnd.between(830, 980)];
    litter.push(rect(lx, ly, 44, 16, rnd.pick(shingleColors.weatheredWood), `transform="rotate(${n(rnd.between(-40, 40))} ${n(lx)} ${n(ly)})"`));
  }
  const hail = [];
  for (let i = 0; i < 120; i++) hail.push(circle(rnd.between(0, 1600), rnd.between(820, 1000), rnd.between(2, 4.5), "#f4f7f8"));
  body.push(group(litter.join("")), group(hail.join(""), 'opacity=".9"'));
  body.push(ellipse(1160, 900, 120, 18, "#8aa0b4", 'opacity=".55"'), ellipse(260, 950, 90, 14, "#8aa0b4", 'opacity=".5"'));
  body.push(tree(s, 1420, 790, 140, { seed: 3, colors: foliage.summer }), shrub(s, 500, 808, 80, { seed: 2 }));
  body.push(finish(s, { from: "right", strength: 0.8 }));
  return s.render(body.join(""));
}
