// @vitest-environment node
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { LeadReports } from "../../lib/lead-report-types";
import { LeadReportCharts } from "./LeadReportCharts";

const weeks = ["Apr 27", "May 4", "May 11"];
const reports: LeadReports = {
  since: "2026-04-27",
  total: 6,
  byWeekAndService: {
    series: ["Roof Repair", "Emergency Service"],
    rows: [
      { label: weeks[0]!, values: { "Roof Repair": 1, "Emergency Service": 0 } },
      { label: weeks[1]!, values: { "Roof Repair": 0, "Emergency Service": 0 } },
      { label: weeks[2]!, values: { "Roof Repair": 3, "Emergency Service": 2 } },
    ],
  },
  bySource: [
    { label: "google / cpc", values: { Leads: 4 } },
    { label: "direct", values: { Leads: 2 } },
  ],
  byLandingPage: [{ label: "/residential/roof-repair", values: { Leads: 6 } }],
  byArea: [
    { label: "Louisville", values: { Leads: 5 } },
    { label: "Shively", values: { Leads: 1 } },
  ],
  responseByWeek: [
    { label: weeks[0]!, medianMinutes: 12, contacted: 1 },
    { label: weeks[1]!, medianMinutes: null, contacted: 0 },
    { label: weeks[2]!, medianMinutes: 4.5, contacted: 4 },
  ],
  contactedWithin: [
    { label: "Within 5 min", minutes: 5, count: 2, share: 1 / 3 },
    { label: "Within 30 min", minutes: 30, count: 5, share: 5 / 6 },
    { label: "Within 60 min", minutes: 60, count: 5, share: 5 / 6 },
  ],
  spamByWeek: {
    series: ["Real", "Spam"],
    rows: [
      { label: weeks[0]!, values: { Real: 1, Spam: 2 } },
      { label: weeks[1]!, values: { Real: 0, Spam: 0 } },
      { label: weeks[2]!, values: { Real: 5, Spam: 0 } },
    ],
  },
};

/** The markup of one chart's <svg data-chart=id> (its axis labels are nested <svg>s). */
function chart(html: string, id: string): string {
  const start = html.indexOf(`data-chart="${id}"`);
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</figure>", start));
}

/** The bars drawn (legend swatches are rects too, but carry no data attribute). */
const rects = (svg: string) => svg.match(/<rect\b[^>]*data-(series|value)=/g)?.length ?? 0;

describe("LeadReportCharts, rendered on the server", () => {
  const html = renderToStaticMarkup(<LeadReportCharts reports={reports} />);

  it("draws every chart as an SVG image named by its title and description, with no script", () => {
    // Each chart is drawn for a phone's width and a wider one; CSS shows one of the two.
    expect(html.match(/<svg[^>]*role="img"/g)).toHaveLength(14);
    expect(html).toContain('<title id="per-week-chart-title">Leads per week by service</title>');
    expect(html).toContain('aria-labelledby="per-week-chart-title per-week-chart-desc"');
    expect(html).not.toMatch(/<script/i);
    // The site's CSP refuses style attributes; nothing in a chart may need one.
    expect(html).not.toContain("style=");
  });

  it("draws one bar part per non-zero count, with labelled axes", () => {
    const perWeek = chart(html, "per-week-chart");
    expect(rects(perWeek)).toBe(3);
    expect(perWeek).toContain('data-series="Emergency Service"');
    expect(perWeek).toContain(">Week starting<");
    expect(perWeek).toContain(">Leads<");
    for (const week of weeks) expect(perWeek).toContain(`>${week}<`);

    const bySource = chart(html, "by-source-chart");
    expect(rects(bySource)).toBe(2);
    expect(bySource).toContain(">google / cpc<");

    const within = chart(html, "contacted-within-chart");
    expect(within).toContain(">100%<");
    expect(within).toContain(">Share of real leads<");

    expect(rects(chart(html, "spam-chart"))).toBe(3);
    expect(rects(chart(html, "response-chart"))).toBe(2);
  });

  it("draws a phone's copy of each chart no wider than a 360 px phone's column, text at 12", () => {
    const narrow = [...html.matchAll(/<svg[^>]*data-chart="([\w-]+)-narrow"[^>]*>/g)];
    expect(narrow.map((match) => match[1])).toEqual([
      "per-week-chart",
      "by-source-chart",
      "by-landing-page-chart",
      "by-area-chart",
      "response-chart",
      "contacted-within-chart",
      "spam-chart",
    ]);
    for (const [svg] of narrow) expect(svg).toMatch(/viewBox="0 0 280 \d+"/);
    expect(html.match(/font-size="(\d+)"/g)?.every((size) => size === 'font-size="12"')).toBe(true);
    // On a phone a bar's label stands above it, so the bars keep the whole width.
    const bySource = html.slice(html.indexOf('data-chart="by-source-chart-narrow"'));
    expect(bySource).toMatch(/text-anchor="start"[^>]*>google \/ cpc</);
  });

  it("labels every n-th week where all twelve would overlap", () => {
    const twelve = Array.from({ length: 12 }, (_, index) => `Wk ${index + 1}`);
    const many = renderToStaticMarkup(
      <LeadReportCharts
        reports={{
          ...reports,
          byWeekAndService: {
            series: ["Roof Repair"],
            rows: twelve.map((label) => ({ label, values: { "Roof Repair": 1 } })),
          },
        }}
      />,
    );
    const narrowStart = many.indexOf('data-chart="per-week-chart-narrow"');
    const phone = many.slice(narrowStart, many.indexOf("</svg>", narrowStart));
    const labelled = twelve.filter((week) => phone.includes(`>${week}<`));
    expect(labelled).toEqual(["Wk 1", "Wk 4", "Wk 7", "Wk 10"]);
    const wide = chart(many, "per-week-chart");
    expect(twelve.filter((week) => wide.includes(`>${week}<`))).toHaveLength(6);
  });

  it("puts the same numbers in a table beside each chart", () => {
    expect(html.match(/<table/g)).toHaveLength(7);
    expect(html).toContain("<caption");
    expect(html).toMatch(
      /<th scope="row"[^>]*>May 11<\/th><td[^>]*>3<\/td><td[^>]*>2<\/td><td[^>]*>5<\/td>/,
    );
    expect(html).toMatch(/>None contacted</);
    expect(html).toMatch(/>Within 30 min<\/th><td[^>]*>5<\/td><td[^>]*>83%<\/td>/);
  });
});
