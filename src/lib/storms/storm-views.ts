/*
 * The shapes the storm pages render, built on the server (src/server/storms) and handed to
 * components as plain data.
 */

/** A stored report seen from a point: how far, which way. */
export interface NearbyReport {
  id: number;
  kind: "hail" | "wind";
  /** ISO time, UTC */
  occurredAt: string;
  /** Hail inches or wind mph; null for a wind report without a speed */
  magnitude: number | null;
  miles: number;
  /** From the point to the report, on 16 compass points, e.g. "NNE" */
  direction: string;
  source: "spc" | "ncei";
  /** NCEI's Storm Events are final; the SPC's daily reports are preliminary */
  final: boolean;
  location: string;
  county: string;
  state: string;
  countyFips: string;
  latitude: number;
  longitude: number;
}

export interface StormWindow {
  years: number;
  hail: number;
  wind: number;
  /** The largest hail in inches, null without hail */
  largestHail: number | null;
}

export interface MapReport {
  x: number;
  y: number;
  /** Marker radius: hail by its size, wind a fixed small mark */
  r: number;
  kind: "hail" | "wind";
  label: string;
}

/** Plain data for an <svg viewBox="0 0 width height">. */
export interface StormMap {
  width: number;
  height: number;
  counties: { name: string; path: string }[];
  /** The circle searched around the ZIP, when there is one */
  circle?: { path: string; center: { x: number; y: number }; label: string };
  reports: MapReport[];
}
