import type { NavLink } from "../config/nav-types";

type Category = "residential" | "commercial" | "emergency";

/** The hub a service page sits under, for its breadcrumb trail. */
export function categoryCrumb(category: Category): NavLink {
  if (category === "residential") return { label: "Residential", href: "/residential" };
  if (category === "commercial") return { label: "Commercial", href: "/commercial" };
  return { label: "Emergency Services", href: "/services" };
}
