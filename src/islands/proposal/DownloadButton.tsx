import { useState } from "react";
import { saveFile } from "../../lib/saveFile.ts";

interface Props {
  /** The file's name as saved. */
  filename: string;
  download: () => Promise<Blob>;
  text: { download: string; downloading: string; failed: string };
  className?: string;
}

/** A signed document's PDF to keep: busy while it comes, and a sentence if it does not. */
export default function DownloadButton({ filename, download, text, className = "btn-primary" }: Props) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const save = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveFile(filename, await download());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className={className} disabled={busy} onClick={() => void save()}>
        {busy ? text.downloading : text.download}
      </button>
      {failed && (
        <p role="alert" className="text-red-700">
          {text.failed}
        </p>
      )}
    </>
  );
}
