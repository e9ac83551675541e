import { useEffect } from "react";

interface Options {
  /**
   * Told whether the form holds what would be lost, each time that changes (another lead's
   * proposal asks before replacing it).
   */
  onDirty?: (dirty: boolean) => void;
  confirm: (question: string) => boolean;
  /** Asked before closing a form that holds what would be lost. */
  question: string;
  onClose: () => void;
}

/**
 * A builder's typing kept from loss: the panel is told whether there is any, and closing
 * asks first when there is. Returns the close.
 */
export function useDiscardGuard(dirty: boolean, { onDirty, confirm, question, onClose }: Options): () => void {
  useEffect(() => {
    onDirty?.(dirty);
  }, [dirty, onDirty]);
  return () => {
    if (!dirty || confirm(question)) onClose();
  };
}
