import type { Page } from "@playwright/test";
import { PROPOSAL_TEXT } from "../../../src/config/text/proposal.ts";

/** A signature drawn on the pad with the mouse, as a homeowner would with a finger; `padName` in the page's language. */
export async function drawSignature(page: Page, padName: string = PROPOSAL_TEXT.page.signaturePad) {
  const pad = page.getByRole("img", { name: padName });
  // The mouse moves in the viewport: the pad must be on screen first.
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (const [dx, dy] of [
    [60, -30],
    [120, 25],
    [180, -20],
    [240, 30],
  ])
    await page.mouse.move(box.x + 30 + dx, box.y + box.height / 2 + dy, { steps: 5 });
  await page.mouse.up();
}
