import { PRICING_TEXT } from "../../config/text.ts";
import type { ProjectType, RoomType } from "../../config/site.ts";
import { cellKey, PRICING_ROWS, type PricingDraft, type PricingRow } from "../../lib/pricing/pricingEditor.ts";
import { PRICING_CELL_FIELDS, type PricingCellField } from "../../schemas/pricing.ts";

interface Props {
  draft: PricingDraft;
  /** A field's problem (by cellKey), if it is to be shown yet. */
  errorFor: (key: string) => string | undefined;
  onChange: (projectType: ProjectType, roomType: RoomType, field: PricingCellField, value: string) => void;
  /** A field was left (by cellKey): its problem may show. */
  onLeave: (key: string) => void;
}

const T = PRICING_TEXT;
const COLUMNS = ["project", "room", ...PRICING_CELL_FIELDS] as const;

/** The input's id of a field (by cellKey), for its label, its error and the focus after a failed save. */
export const pricingInputId = (key: string) => `pricing-${key.replaceAll(".", "-")}`;

/** The pricing guide as a table to type in: a row per project and room, low, high and note per row. */
export default function PricingTable({ draft, errorFor, onChange, onLeave }: Props) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={T.tableCaption}>
      <table className="w-full text-left text-sm" data-testid="pricing-table">
        <caption className="sr-only">{T.tableCaption}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="p-2">
                {T.columns[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PRICING_ROWS.map((row) => (
            <tr key={`${row.projectType}.${row.roomType}`} className="border-b border-slate-100">
              <td className="p-2 align-top">{row.projectLabel}</td>
              <th scope="row" className="p-2 align-top font-medium">
                {row.roomLabel}
              </th>
              {PRICING_CELL_FIELDS.map((field) => (
                <PricingCell
                  key={field}
                  row={row}
                  field={field}
                  value={draft[row.projectType][row.roomType][field]}
                  error={errorFor(cellKey(row.projectType, row.roomType, field))}
                  onChange={(value) => onChange(row.projectType, row.roomType, field, value)}
                  onLeave={() => onLeave(cellKey(row.projectType, row.roomType, field))}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface CellProps {
  row: PricingRow;
  field: PricingCellField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onLeave: () => void;
}

/** One field: a figure (digits only) or the note, with its problem beside it. */
function PricingCell({ row, field, value, error, onChange, onLeave }: CellProps) {
  const id = pricingInputId(cellKey(row.projectType, row.roomType, field));
  const common = {
    id,
    value,
    "aria-label": T.cellLabel(row.projectLabel, row.roomLabel, field),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    onBlur: onLeave,
    className: "field-input",
  };
  return (
    <td className="p-2 align-top">
      {field === "note" ? (
        <textarea {...common} rows={2} className="field-input min-w-64" onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type="text"
          inputMode="numeric"
          className="field-input w-24"
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </td>
  );
}
