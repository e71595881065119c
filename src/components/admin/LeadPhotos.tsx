import { photoPath } from "../../lib/admin-routes";
import type { LeadPhoto } from "../../lib/lead-photo";

/** The lead's photos as thumbnails; each opens the full-size photo. */
export function LeadPhotos({ photos }: { photos: readonly LeadPhoto[] }) {
  if (photos.length === 0) return <p className="text-muted">No photos came with this request.</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={`${photos.length} photos`}>
      {photos.map((photo, index) => (
        <li key={photo.publicId}>
          <a
            href={photoPath(photo.publicId, "full")}
            target="_blank"
            rel="noopener"
            className="block overflow-hidden rounded-lg border border-slate-300"
          >
            <img
              src={photoPath(photo.publicId, "thumb")}
              width={photo.thumbWidth}
              height={photo.thumbHeight}
              loading="lazy"
              alt={`${index + 1} of ${photos.length}: ${photo.fileName}${photo.addedLater ? ", added later" : ""}`}
              className="aspect-square w-full object-cover"
            />
          </a>
          <p className="text-muted mt-1 truncate text-sm">
            {photo.fileName}
            {photo.addedLater && " · added later"}
          </p>
        </li>
      ))}
    </ul>
  );
}
