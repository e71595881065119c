import { cn } from "../../lib/cn";

export interface BrandItem {
  name: string;
  note: string;
  /** Optimised logo URL when the contractor has supplied a logo file */
  logoSrc?: string | undefined;
}

/**
 * Suppliers and certifications as one wall of wordmarks: every name set the same way in the
 * display face (no trademark files are shipped), or the contractor's logo file when given.
 * One row on a wide screen; two columns on a phone, the last name across both when the
 * count is odd, so none stands alone.
 */
export function BrandRow({ brands }: { brands: BrandItem[] }) {
  const odd = brands.length % 2 === 1;
  return (
    <ul className="bg-line rounded-card border-line grid grid-cols-2 gap-px overflow-hidden border lg:flex">
      {brands.map((brand, index) => (
        <li
          key={brand.name}
          className={cn(
            "flex min-h-32 flex-col items-center justify-start bg-white px-4 pt-8 pb-6 text-center lg:flex-1",
            odd && index === brands.length - 1 && "col-span-2",
          )}
        >
          {brand.logoSrc ? (
            <img
              src={brand.logoSrc}
              alt={brand.name}
              width={160}
              height={48}
              className="h-12 w-auto"
              loading="lazy"
            />
          ) : (
            <span className="font-display text-brand-900 text-2xl leading-none font-bold tracking-[0.08em] uppercase">
              {brand.name}
            </span>
          )}
          <span className="bg-accent-600 mt-3 h-0.5 w-8" aria-hidden="true" />
          <span className="text-muted mt-3 max-w-48 text-sm leading-snug">{brand.note}</span>
        </li>
      ))}
    </ul>
  );
}
