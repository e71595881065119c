/**
 * The customer's words an area page may show: the first testimonial whose town is one of the
 * area's own communities, in the area's state. Only the testimonials file's words, never
 * written for the page; an area no customer lives in shows none.
 */

export interface LocatedTestimonial {
  quote: string;
  author: string;
  /** "St. Matthews, KY" */
  location: string;
}

/**
 * @example localTestimonial({ communities: ["St. Matthews"], state: "KY" }, testimonials)
 *   // the St. Matthews, KY testimonial
 */
export function localTestimonial<T extends LocatedTestimonial>(
  area: { communities: readonly string[]; state: string },
  testimonials: readonly T[],
): T | undefined {
  const towns = new Set(area.communities.map((name) => name.toLowerCase()));
  return testimonials.find((item) => {
    const [town = "", state = ""] = item.location.split(",").map((part) => part.trim());
    return state === area.state && towns.has(town.toLowerCase());
  });
}
