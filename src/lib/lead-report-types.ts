/**
 * The figures of the reports page, as server/reports computes them and
 * components/admin draws them (components may not import server code).
 */

/** One bar of a chart, split into named parts (one part for a plain bar). */
export interface ChartRow {
  label: string;
  values: Record<string, number>;
}

export interface SeriesChart {
  /** The parts each bar is split into, in legend order */
  series: string[];
  rows: ChartRow[];
}

export interface ResponseWeek {
  label: string;
  /** Median minutes from arrival to first contact of that week's contacted leads */
  medianMinutes: number | null;
  contacted: number;
}

export interface LeadReports {
  /** The first day covered, "YYYY-MM-DD" (a Monday) */
  since: string;
  total: number;
  byWeekAndService: SeriesChart;
  bySource: ChartRow[];
  byLandingPage: ChartRow[];
  byArea: ChartRow[];
  responseByWeek: ResponseWeek[];
  /** Of the real leads in the period: the share contacted within 5, 30 and 60 minutes */
  contactedWithin: Array<{ label: string; minutes: number; share: number; count: number }>;
  spamByWeek: SeriesChart;
}

/** One week of the instant estimate: result pages shown, leads that came with one. */
export interface EstimateWeek {
  label: string;
  shown: number;
  leads: number;
  /** leads ÷ shown; null for a week with nothing shown */
  share: number | null;
}

export interface EstimateReports {
  weeks: EstimateWeek[];
  shown: number;
  leads: number;
  share: number | null;
}
