export interface BrandItem {
  name: string;
  note: string;
  /** Optimised logo URL when the contractor has supplied a logo file */
  logoSrc?: string | undefined;
}

/** Suppliers and certifications. Without a logo file a brand is a text wordmark. */
export function BrandRow({ brands }: { brands: BrandItem[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
      {brands.map((brand) => (
        <li
          key={brand.name}
          className="rounded-card border-line flex min-h-24 flex-col items-center justify-center border bg-white px-4 py-4 text-center"
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
            <span className="text-brand-900 text-lg font-extrabold tracking-tight">
              {brand.name}
            </span>
          )}
          <span className="text-muted mt-1 text-sm">{brand.note}</span>
        </li>
      ))}
    </ul>
  );
}
