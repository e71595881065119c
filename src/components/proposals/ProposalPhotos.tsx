interface ProposalPhotosProps {
  photos: readonly { publicId: string; width: number; height: number }[];
  /** Where a photo is served under the proposal's link */
  pathOf: (publicId: string, size: "full" | "thumb") => string;
}

/**
 * The homeowner's own photos the office chose to show with the proposal: what the work is
 * about, beside the prices. Each thumbnail opens the whole photo. Loaded lazily, below the
 * choice, so the first screen stays as fast as it was.
 */
export function ProposalPhotos({ photos, pathOf }: ProposalPhotosProps) {
  if (photos.length === 0) return null;
  return (
    <section className="max-w-3xl" aria-labelledby="proposal-photos">
      <h2 id="proposal-photos" className="text-brand-900 mb-3 text-xl font-bold">
        Your photos
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo, index) => (
          <li key={photo.publicId}>
            <a href={pathOf(photo.publicId, "full")} className="block">
              <img
                src={pathOf(photo.publicId, "thumb")}
                width={photo.width}
                height={photo.height}
                alt={`Your upload ${index + 1}, opens at full size`}
                loading="lazy"
                decoding="async"
                className="bg-surface aspect-[4/3] w-full rounded-lg object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
