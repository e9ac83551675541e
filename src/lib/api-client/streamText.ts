/**
 * Reads a plain-text response body as it arrives and reports the text so far after
 * every chunk, so the page can show a reply while the model is still writing it.
 * A multi-byte character split across two chunks is held back until it is whole.
 */
export async function readTextStream(
  body: ReadableStream<Uint8Array>,
  onText?: (textSoFar: string) => void,
): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const piece = decoder.decode(value, { stream: true });
      if (piece) {
        text += piece;
        onText?.(text);
      }
    }
    const rest = decoder.decode();
    if (rest) {
      text += rest;
      onText?.(text);
    }
    return text;
  } finally {
    reader.releaseLock();
  }
}
