import { PHOTO_TEXT } from "../../config/text.ts";
import { coverUrl, isCover, moveItem, setLabel, type PickerState } from "../../lib/photos/picker.ts";
import { PHOTO_LABELS, photoUrl, type PhotoLabel } from "../../schemas/photo.ts";

interface Props {
  item: PickerState["items"][number];
  /** 0-based place in the list, and the list's length (the ends cannot move further). */
  index: number;
  count: number;
  /** The form's cover address, the project's title (for the alt text). */
  image: string;
  title: string;
  update: (change: (state: PickerState) => PickerState) => void;
  onCoverChange: (image: string) => void;
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
}

const labelText = (label: PhotoLabel) => PHOTO_TEXT.labels[label];
const BUTTON = "btn-secondary px-2 py-1";

/** One row of the photo picker: the picture, its upload's progress or error, and its controls. */
export default function PhotoItem({
  item,
  index,
  count,
  image,
  title,
  update,
  onCoverChange,
  onRetry,
  onRemove,
}: Props) {
  const position = index + 1;
  const { photo } = item;
  const src = photo ? photoUrl(photo.id, 400) : item.preview;
  const cover = photo ? isCover(image, photo) : false;
  return (
    <li className="rounded-lg border border-slate-200 p-2" data-status={item.status}>
      {src && (
        <img
          src={src}
          alt={PHOTO_TEXT.alt(title, position, photo?.label ? labelText(photo.label) : undefined)}
          width={photo?.width ?? 400}
          height={photo?.height ?? 300}
          className="aspect-[4/3] w-full rounded object-cover"
        />
      )}
      <div className="mt-2 space-y-2 text-sm" aria-live="polite">
        {item.status === "preparing" && <p>{PHOTO_TEXT.preparing}</p>}
        {item.status === "uploading" && (
          <p>
            <progress max={1} value={item.progress} className="w-full" />
            {PHOTO_TEXT.uploading(Math.round(item.progress * 100))}
          </p>
        )}
        {item.status === "failed" && (
          <p role="alert" className="text-red-700">
            {item.error ?? PHOTO_TEXT.failed}
          </p>
        )}
        {photo && (
          <p className="text-ink-600">
            {PHOTO_TEXT.size(photo.width, photo.height)}
            {cover && <strong className="ml-2">{PHOTO_TEXT.cover}</strong>}
          </p>
        )}
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {photo && (
          <select
            aria-label={PHOTO_TEXT.labelField(position)}
            value={photo.label ?? ""}
            onChange={(event) =>
              update((current) =>
                setLabel(current, item.key, (event.target.value || undefined) as PhotoLabel | undefined),
              )
            }
            className="field-input w-auto py-1"
          >
            <option value="">{PHOTO_TEXT.labels.none}</option>
            {PHOTO_LABELS.map((label) => (
              <option key={label} value={label}>
                {labelText(label)}
              </option>
            ))}
          </select>
        )}
        {photo && !cover && (
          <button
            type="button"
            className={BUTTON}
            aria-label={PHOTO_TEXT.coverLabel(position)}
            onClick={() => onCoverChange(coverUrl(photo))}
          >
            {PHOTO_TEXT.makeCover}
          </button>
        )}
        {item.status === "failed" && (
          <button type="button" className={BUTTON} onClick={() => onRetry(item.key)}>
            {PHOTO_TEXT.retry}
          </button>
        )}
        <button
          type="button"
          className={BUTTON}
          aria-label={PHOTO_TEXT.moveLabel(position, "earlier")}
          disabled={index === 0}
          onClick={() => update((current) => moveItem(current, item.key, -1))}
        >
          ↑
        </button>
        <button
          type="button"
          className={BUTTON}
          aria-label={PHOTO_TEXT.moveLabel(position, "later")}
          disabled={index === count - 1}
          onClick={() => update((current) => moveItem(current, item.key, 1))}
        >
          ↓
        </button>
        <button
          type="button"
          className={BUTTON}
          aria-label={PHOTO_TEXT.removeLabel(position)}
          disabled={item.status === "preparing" || item.status === "uploading"}
          onClick={() => onRemove(item.key)}
        >
          {PHOTO_TEXT.remove}
        </button>
      </div>
    </li>
  );
}
