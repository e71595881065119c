import type { ImageMetadata } from "astro";
import commercial from "../assets/images/commercial.jpg";
import exteriors from "../assets/images/exteriors.jpg";
import heroHome from "../assets/images/hero-home.jpg";
import storm from "../assets/images/storm.jpg";
import type { NavLink } from "../config/nav-types";

type Category = "residential" | "commercial" | "emergency";

/** The hub a service page sits under, for its breadcrumb trail. */
export function categoryCrumb(category: Category): NavLink {
  if (category === "residential") return { label: "Residential", href: "/residential" };
  if (category === "commercial") return { label: "Commercial", href: "/commercial" };
  return { label: "Emergency Services", href: "/services" };
}

const exteriorServices = new Set(["residential/siding", "residential/gutters"]);

/** Original artwork for a service page's hero, until the contractor drops in real photos. */
export function artworkFor(category: Category, id: string): { src: ImageMetadata; alt: string } {
  if (category === "commercial") {
    return {
      src: commercial,
      alt: "Illustration of a commercial building with a white membrane roof",
    };
  }
  if (category === "emergency") {
    return {
      src: storm,
      alt: "Illustration of a house under storm clouds with a blue tarp on the roof",
    };
  }
  if (exteriorServices.has(id)) {
    return { src: exteriors, alt: "Illustration of new siding, a seamless gutter and a downspout" };
  }
  return {
    src: heroHome,
    alt: "Illustration of a two-storey home with a new architectural shingle roof",
  };
}
