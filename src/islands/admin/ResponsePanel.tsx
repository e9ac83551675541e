import { useEffect, useState } from "react";
import { ADMIN_TEXT } from "../../config/text.ts";
import {
  channelRows,
  proposalConversion,
  signingWait,
  weekBars,
  type ProposalOutcome,
} from "../../lib/admin/responsePanel.ts";
import type { AdminLeadsApi } from "../../lib/firebase/adminData.ts";
import { PROPOSAL_LIST_LIMIT } from "../../lib/firebase/proposals.ts";
import type { StatsSummary } from "../../schemas/leadStats.ts";
import { formatAdminDate } from "../../lib/format/date.ts";
import type { LeadChannel } from "../../schemas/leadOrigin.ts";

const T = ADMIN_TEXT.responsePanel;
const P = T.proposals;
const CHANNEL = ADMIN_TEXT.origin.channelLabels;

/** One colour per channel in the chart and its legend; the numbers are always written beside them too. */
const COLOURS: Record<LeadChannel, string> = {
  ads: "bg-amber-500",
  search: "bg-sky-600",
  directory: "bg-emerald-600",
  social: "bg-fuchsia-600",
  email: "bg-indigo-500",
  referral: "bg-teal-500",
  campaign: "bg-orange-800",
  direct: "bg-slate-500",
  unknown: "bg-slate-300",
};

interface Props {
  api: Pick<AdminLeadsApi, "leadStats">;
  /** The list the Proposals section loaded (one read for both); null until it has. */
  proposals: readonly ProposalOutcome[] | null;
}

/**
 * /admin: the owner's response time on one screen, from one summary document
 * the scheduled run keeps (never the leads): leads per week by where they came from, the
 * median first answer, the shares answered within 5 minutes, an hour and a business day,
 * and won and lost by source, for the last 30 or 90 days; then how the listed proposals
 * turned into signatures. A failed read is only logged, like the rest of the dashboard's data.
 */
export default function ResponsePanel({ api, proposals }: Props) {
  const [summary, setSummary] = useState<StatsSummary | null | undefined>(undefined);
  const [chosen, setChosen] = useState(0);
  useEffect(() => {
    api.leadStats().then(setSummary, (error: unknown) => {
      console.error("Loading the response figures failed", error);
      setSummary(null);
    });
  }, [api]);
  const window = summary?.windows[chosen];
  return (
    <section
      aria-labelledby="response-panel-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="response-panel"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="response-panel-title" className="text-xl font-bold">
            {T.title}
          </h2>
          {/* The notes from 640 px: on a phone the figures come first. */}
          <p className="mt-1 hidden text-sm text-ink-600 sm:block">{T.hint}</p>
        </div>
        {summary && (
          <div role="group" aria-label={T.windowsLabel} className="flex gap-2">
            {summary.windows.map((option, index) => (
              <button
                key={option.days}
                type="button"
                className={index === chosen ? "btn-primary" : "btn-secondary"}
                aria-pressed={index === chosen}
                onClick={() => setChosen(index)}
              >
                {T.windows(option.days)}
              </button>
            ))}
          </div>
        )}
      </div>
      {summary === undefined ? null : !window ? (
        <p className="mt-4 text-ink-600">{T.waiting}</p>
      ) : window.total === 0 ? (
        <p className="mt-4 text-ink-600">{T.empty}</p>
      ) : (
        <WindowFigures summary={summary} window={window} />
      )}
      {proposals && <ProposalFigures rows={proposals} />}
    </section>
  );
}

function ProposalFigures({ rows }: { rows: readonly ProposalOutcome[] }) {
  const { sent, signed, medianToSign } = proposalConversion(rows);
  return (
    <div className="mt-6">
      <h3 className="text-lg font-semibold">{P.heading}</h3>
      {sent === 0 ? (
        <p className="mt-2 text-ink-600">{P.none}</p>
      ) : (
        <dl className="mt-2 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {(
            [
              [P.signedLabel, P.signedOf(signed, sent)],
              [P.medianLabel, medianToSign === null ? P.noSignature : P.wait(signingWait(medianToSign))],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-xl bg-slate-50 p-3">
              <dt className="text-sm text-ink-600">{label}</dt>
              <dd className="text-2xl font-bold text-ink-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="mt-2 hidden text-xs text-ink-600 sm:block">{P.note(PROPOSAL_LIST_LIMIT)}</p>
    </div>
  );
}

function WindowFigures({ summary, window }: { summary: StatsSummary; window: StatsSummary["windows"][number] }) {
  const rows = channelRows(window);
  const bars = weekBars(
    window,
    rows.map((row) => row.channel),
  );
  const figures: [string, string][] = [
    [T.leads, String(window.total)],
    [T.median, window.medianMinutes === null ? T.noAnswers : T.minutes(window.medianMinutes)],
    [T.within5m, T.share(window.within.m5, window.total)],
    [T.within1h, T.share(window.within.h1, window.total)],
    [T.within1d, T.share(window.within.d1, window.total)],
    [T.notYet, String(window.total - window.answered)],
  ];
  return (
    <div className="mt-5 space-y-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-ink-600">{label}</dt>
            <dd className="text-2xl font-bold text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="text-lg font-semibold">{T.perWeek}</h3>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
          {rows.map((row) => (
            <li key={row.channel} className="flex items-center gap-1.5">
              <span className={`inline-block size-3 rounded-sm ${COLOURS[row.channel]}`} />
              {CHANNEL[row.channel]}
            </li>
          ))}
        </ul>
        <ol className="mt-3 space-y-1.5">
          {bars.map((bar) => (
            <li key={bar.label} className="grid grid-cols-[4.5rem_1fr_4.5rem] items-center gap-2 text-sm">
              <span className="text-ink-600">{bar.label}</span>
              <span
                className="flex h-4 overflow-hidden rounded bg-slate-100"
                role="img"
                aria-label={`${T.weekOf(bar.label)}: ${bar.segments
                  .map((segment) => `${CHANNEL[segment.channel]} ${segment.count}`)
                  .join(", ")}`}
              >
                {bar.segments.map((segment) => (
                  <span
                    key={segment.channel}
                    className={COLOURS[segment.channel]}
                    style={{ width: `${segment.percent}%` }}
                  />
                ))}
              </span>
              <span className="text-right text-ink-700">{T.weekTotal(bar.total)}</span>
            </li>
          ))}
        </ol>
      </div>
      <div className="overflow-x-auto">
        <h3 className="text-lg font-semibold">{T.bySource}</h3>
        <table className="mt-2 w-full max-w-xl text-left text-sm">
          <thead className="text-ink-700">
            <tr>
              <th scope="col" className="py-1 pr-3 font-semibold">
                {T.columns.channel}
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-semibold">
                {T.columns.leads}
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-semibold">
                {T.columns.won}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {T.columns.lost}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.channel} className="border-t border-slate-200">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {CHANNEL[row.channel]}
                </th>
                <td className="py-1 pr-3 text-right">{row.leads}</td>
                <td className="py-1 pr-3 text-right">{row.won}</td>
                <td className="py-1 text-right">{row.lost}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-ink-600">{T.updated(formatAdminDate(summary.computedAt))}</p>
    </div>
  );
}
