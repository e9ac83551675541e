import { useEffect } from "react";
import toast, { Toaster } from "react-hot-toast";
import { TOASTS } from "../config/site.ts";
import { takeParkedToast } from "../lib/toast/pending.ts";
import { canonicalPath } from "../utils/canonicalPath.ts";

/** One toaster per page (react-hot-toast defaults: 2 s success, 4 s error, at most 20). */
export default function Toasts() {
  useEffect(() => {
    const parked = takeParkedToast(canonicalPath(window.location.pathname));
    if (parked) toast[parked.kind](parked.message);
  }, []);
  return <Toaster position={TOASTS.position} />;
}
