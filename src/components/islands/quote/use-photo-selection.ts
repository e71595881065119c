import { useEffect, useRef, useState } from "react";
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from "./shrink-photo";

export interface ChosenPhoto {
  id: number;
  file: File;
  /** An object URL for the preview, revoked when the photo is removed */
  previewUrl: string;
}

/**
 * The pictures the visitor has chosen, kept by the form rather than by the file input, so
 * choosing more adds to them and each can be removed. Past 8, or over 20 MB, a picture is
 * not added and the returned message names it.
 */
export function usePhotoSelection() {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const nextId = useRef(1);
  const current = useRef(photos);

  // The previews' object URLs go when the form does.
  useEffect(() => {
    current.current = photos;
  }, [photos]);
  useEffect(
    () => () => {
      for (const photo of current.current) URL.revokeObjectURL(photo.previewUrl);
    },
    [],
  );

  function add(files: readonly File[]): string | undefined {
    const added: ChosenPhoto[] = [];
    const problems: string[] = [];
    for (const file of files) {
      if (photos.length + added.length >= MAX_PHOTOS)
        problems.push(`"${file.name}" was not added: you can send up to ${MAX_PHOTOS} photos.`);
      else if (file.size > MAX_PHOTO_BYTES)
        problems.push(`"${file.name}" is over 20 MB. Please choose a smaller picture.`);
      else added.push({ id: nextId.current++, file, previewUrl: URL.createObjectURL(file) });
    }
    setPhotos([...photos, ...added]);
    return problems.length ? problems.join(" ") : undefined;
  }

  function remove(id: number) {
    const photo = photos.find((entry) => entry.id === id);
    if (photo) URL.revokeObjectURL(photo.previewUrl);
    setPhotos(photos.filter((entry) => entry.id !== id));
  }

  function clear() {
    for (const photo of photos) URL.revokeObjectURL(photo.previewUrl);
    setPhotos([]);
  }

  return { photos, add, remove, clear };
}

export type PhotoSelection = ReturnType<typeof usePhotoSelection>;
