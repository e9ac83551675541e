import { useEffect, useRef, useState } from "react";
import { pickerFromPhotos, addFiles, removeItem, retry, type PickerState } from "../../../lib/photos/picker.ts";
import { uploadToPicker } from "../../../lib/photos/pickerUpload.ts";
import type { ProjectPhoto } from "../../../schemas/photo.ts";

let keyCounter = 0;
const newKey = () => `upload-${Date.now()}-${(keyCounter += 1)}`;

/**
 * The picker's rows and the uploads behind them: each chosen file gets a row (as many as
 * fit) and starts at once; a failed row keeps its file for Retry until it is removed. The
 * previews' object URLs are released when the picker goes.
 */
export function usePhotoUploads(
  initial: readonly ProjectPhoto[],
  getIdToken: (forceRefresh: boolean) => Promise<string>,
) {
  const [state, setState] = useState<PickerState>(() => pickerFromPhotos(initial));
  const files = useRef(new Map<string, File>());
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const run = async (key: string) => {
    const file = files.current.get(key);
    if (!file) return;
    if (await uploadToPicker(key, file, { getIdToken, update: setState })) files.current.delete(key);
  };

  const choose = (chosen: FileList | null) => {
    if (!chosen?.length) return;
    const list = [...chosen].map((file) => ({ file, name: file.name, preview: URL.createObjectURL(file) }));
    const added = addFiles(state, list, newKey);
    list.forEach((entry, index) => {
      const key = added.keys[index];
      if (key === undefined) return URL.revokeObjectURL(entry.preview);
      files.current.set(key, entry.file);
      previews.current.add(entry.preview);
    });
    setState(added.state);
    for (const key of added.keys) void run(key);
  };

  const retryUpload = (key: string) => {
    setState((current) => retry(current, key));
    void run(key);
  };

  const remove = (key: string) => {
    files.current.delete(key);
    setState((current) => removeItem(current, key));
  };

  return { state, update: setState, choose, retryUpload, remove };
}
