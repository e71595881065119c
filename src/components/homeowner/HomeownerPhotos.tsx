interface HomeownerPhotosProps {
  photos: readonly { href: string; thumbHref: string; width: number; height: number }[];
}

/** The photos the homeowner sent us, each opening at full size, served under their own link. */
export function HomeownerPhotos({ photos }: HomeownerPhotosProps) {
  return (
    <section aria-labelledby="my-photos" className="flex flex-col gap-4">
      <h2 id="my-photos" className="text-brand-900 text-2xl font-extrabold">
        Your photos
      </h2>
      {photos.length === 0 ? (
        <p className="text-lg">You have not sent us any photos.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {photos.map((photo, index) => (
            <li key={photo.href}>
              <a href={photo.href} className="block">
                <img
                  src={photo.thumbHref}
                  width={photo.width}
                  height={photo.height}
                  alt={`What you sent us, ${index + 1} of ${photos.length}, opens at full size`}
                  loading="lazy"
                  decoding="async"
                  className="bg-surface aspect-[4/3] w-full rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
