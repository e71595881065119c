import { describe, expect, it } from "vitest";
import { localTestimonial } from "./local-testimonial";

const said = (location: string) => ({ quote: `From ${location}`, author: "A. B.", location });

describe("localTestimonial", () => {
  const testimonials = [said("St. Matthews, KY"), said("Jeffersontown, KY"), said("Prospect, KY")];

  it("takes the first customer from one of the area's communities", () => {
    const area = { communities: ["Prospect", "Jeffersontown"], state: "KY" };
    expect(localTestimonial(area, testimonials)?.location).toBe("Jeffersontown, KY");
  });

  it("matches the town whatever its case, but only in the area's state", () => {
    expect(localTestimonial({ communities: ["st. matthews"], state: "KY" }, testimonials)).toBe(
      testimonials[0],
    );
    expect(localTestimonial({ communities: ["St. Matthews"], state: "IN" }, testimonials)).toBe(
      undefined,
    );
  });

  it("finds none for an area no customer lives in, rather than borrowing a neighbour's", () => {
    expect(localTestimonial({ communities: ["Georgetown"], state: "IN" }, testimonials)).toBe(
      undefined,
    );
  });
});
