import { Fragment, useMemo } from "react";
import { parseMarkdown, type Inline } from "../../lib/format/markdown.ts";

interface Props {
  text: string;
  className?: string;
}

function Inlines({ inlines }: { inlines: Inline[] }) {
  return (
    <>
      {inlines.map((inline, index) => {
        const content = inline.href ? (
          // Only ever the company's own tel:, mailto: or a page of this site (lib/chat/contactLinks.ts).
          <a href={inline.href} className="font-semibold underline underline-offset-2">
            {inline.text}
          </a>
        ) : (
          inline.text
        );
        if (inline.kind === "strong") return <strong key={index}>{content}</strong>;
        if (inline.kind === "em") return <em key={index}>{content}</em>;
        if (inline.kind === "code")
          return (
            <code key={index} className="rounded bg-black/5 px-1 font-mono text-[0.9em]">
              {inline.text}
            </code>
          );
        return <Fragment key={index}>{content}</Fragment>;
      })}
    </>
  );
}

/**
 * A model reply as text with light Markdown. Everything is rendered as React text nodes
 * (no innerHTML anywhere), so markup in a reply is shown, never run.
 */
export default function RichText({ text, className }: Props) {
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return (
    <div className={`space-y-2 ${className ?? ""}`}>
      {blocks.map((block, index) => {
        if (block.kind === "heading") {
          return (
            <p key={index} className="font-semibold">
              <Inlines inlines={block.inlines} />
            </p>
          );
        }
        if (block.kind === "list") {
          const items = block.items.map((item, itemIndex) => (
            <li key={itemIndex}>
              <Inlines inlines={item} />
            </li>
          ));
          return block.ordered ? (
            <ol key={index} start={block.start} className="list-decimal space-y-1 pl-5">
              {items}
            </ol>
          ) : (
            <ul key={index} className="list-disc space-y-1 pl-5">
              {items}
            </ul>
          );
        }
        return (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                <Inlines inlines={line} />
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
