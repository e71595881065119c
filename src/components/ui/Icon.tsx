import type { IconName } from "../../lib/icon-names";
import { cn } from "../../lib/cn";

/* 24x24 stroke icons drawn for this site (outline style, currentColor). */
const paths: Record<IconName, string> = {
  shield: "M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z M9 12l2 2 4-4",
  award: "M12 3a6 6 0 1 1 0 12 6 6 0 0 1 0-12z M8.5 14l-1.5 7 5-3 5 3-1.5-7",
  home: "M3 11l9-7 9 7 M5 10v10h14V10 M10 20v-6h4v6",
  building: "M4 21V5l8-2v18 M12 8l8 2v11 M3 21h18 M7 8h2 M7 12h2 M7 16h2 M15 13h2 M15 17h2",
  storm: "M7 15a4 4 0 1 1 .9-7.9A5.5 5.5 0 0 1 18.5 9 3.5 3.5 0 0 1 18 16H7z M12 16l-2 4h3l-2 3",
  tarp: "M3 13l9-8 9 8 M6 11l6-4.5 6 4.5v2H6z M8 17h8 M10 21h4",
  clock: "M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z M12 7v5l3 2",
  star: "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z",
  check: "M5 12.5l4.5 4.5L19 7.5",
  phone:
    "M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z",
  mail: "M3 6h18v12H3z M3 7l9 6 9-6",
  "map-pin":
    "M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z M12 7a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z",
  droplet: "M12 3s6 6.6 6 11a6 6 0 0 1-12 0c0-4.4 6-11 6-11z",
  wind: "M3 8h11a3 3 0 1 0-3-3 M3 12h16a3 3 0 1 1-3 3 M3 16h8",
  hammer: "M14 4l6 6-2 2-6-6z M13 7L4 16l3 3 9-9",
  wrench: "M14.5 4a5 5 0 0 0-4.6 6.9L4 16.8 7.2 20l5.9-5.9A5 5 0 0 0 20 9.5l-3 3-3.5-1-1-3.5 3-3z",
  search: "M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14z M16 16l5 5",
  dollar:
    "M12 3v18 M16.5 7.5C16 6 14.3 5 12 5 9.5 5 7.5 6.3 7.5 8.3c0 4.7 9 2.4 9 7.2 0 2-2 3.5-4.5 3.5-2.5 0-4.3-1.1-4.8-2.8",
  calendar: "M4 6h16v15H4z M4 10h16 M8 3v5 M16 3v5",
  clipboard: "M9 4h6v3H9z M7 5H5v16h14V5h-2 M8 12h8 M8 16h5",
  users:
    "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M2 21v-1a7 7 0 0 1 14 0v1 M16 3.5a4 4 0 0 1 0 7.5 M22 21v-1a6 6 0 0 0-4-5.7",
  heart: "M12 20s-8-4.9-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6.1-8 11-8 11z",
  layers: "M12 3l9 5-9 5-9-5z M3 13l9 5 9-5 M3 17.5l9 5 9-5",
  sun: "M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8z M12 2v2 M12 20v2 M4.9 4.9l1.4 1.4 M17.7 17.7l1.4 1.4 M2 12h2 M20 12h2 M4.9 19.1l1.4-1.4 M17.7 6.3l1.4-1.4",
  "thumbs-up":
    "M7 10v11H3V10z M7 10l4-7a2 2 0 0 1 3 2l-1 5h6a2 2 0 0 1 2 2.3l-1.3 7A2 2 0 0 1 17.7 21H7",
  file: "M6 3h8l5 5v13H6z M14 3v5h5 M9 13h6 M9 17h6",
};

interface IconProps {
  name: IconName;
  className?: string;
  /** Accessible name; omit for decorative icons next to visible text */
  title?: string;
}

export function Icon({ name, className, title }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn("size-6 shrink-0", className)}
      role={title ? "img" : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
