import { Button } from "../../ui/Button";
import { controlClass, Field } from "../../ui/Field";

interface ProjectPhotoUploadProps {
  action: string;
  id: number;
  error?: string | undefined;
  /** Photos the project may still take */
  room: number;
}

/**
 * The crew's own photos, added to a project: the server takes off their location data and
 * makes the website's copies, as it does for a homeowner's.
 */
export function ProjectPhotoUpload({ action, id, error, room }: ProjectPhotoUploadProps) {
  if (room <= 0)
    return <p className="text-muted">This project has the most photos it can show (12).</p>;
  return (
    <form method="post" action={action} encType="multipart/form-data" className="grid gap-4">
      <input type="hidden" name="id" value={id} />
      <Field
        label="Photos"
        error={error}
        hint={`JPEG, PNG, WebP or iPhone HEIC; up to ${Math.min(room, 8)} at a time.`}
      >
        {({ id: inputId, describedBy, invalid }) => (
          <input
            id={inputId}
            type="file"
            name="photos"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
            multiple
            required
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={controlClass}
          />
        )}
      </Field>
      <Field label="Show them as">
        {({ id: selectId }) => (
          <select id={selectId} name="role" defaultValue="after" className={controlClass}>
            <option value="before">Before</option>
            <option value="after">After</option>
          </select>
        )}
      </Field>
      <Button type="submit" variant="outline" className="justify-self-start">
        Add Photos
      </Button>
    </form>
  );
}
