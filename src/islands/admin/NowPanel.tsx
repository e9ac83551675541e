import { startTransition, useEffect, useState } from "react";
import { ADMIN_PAGES, adminLeadPath } from "../../config/routes.ts";
import { ADMIN_TEXT } from "../../config/text.ts";
import {
  newestLead,
  NOW_WAITING_LIMIT,
  nowVisitRange,
  proposalsToAnswer,
  todayAndTomorrow,
  waitedFor,
  waitingLeads,
  type WaitingLead,
} from "../../lib/admin/now.ts";
import { telHref } from "../../lib/admin/tables.ts";
import type { AdminLeadsApi } from "../../lib/firebase/adminData.ts";
import type { ProposalRow } from "../../lib/firebase/proposals.ts";
import { siteVisitsAdminApi, type SiteVisitsAdminApi, type VisitRow } from "../../lib/firebase/siteVisits.ts";
import { longBusinessDay } from "../../lib/format/businessDay.ts";
import { visitTime } from "../../lib/format/visitTime.ts";
import type { StoredReview } from "../../schemas/review.ts";
import AdminSection from "./AdminSection.tsx";

const T = ADMIN_TEXT.now;

interface Props {
  api: Pick<AdminLeadsApi, "contactForms" | "estimates">;
  /** The proposals the dashboard has read (null until then). */
  proposals: readonly ProposalRow[] | null;
  /** The reviews the dashboard has read (null until then). */
  reviews: readonly StoredReview[] | null;
  /** Injected by tests; the page reads Firestore. */
  visits?: Pick<SiteVisitsAdminApi, "upcoming">;
  now?: () => number;
}

interface Loaded {
  waiting: WaitingLead[];
  /** More new leads than the first page of either kind: the inbox has the rest. */
  more: boolean;
  visits: VisitRow[];
  failed: boolean;
}

/** A part of the card: the newest lead, those waiting, the visits, the proposals. */
function SubHeading({ first = false, children }: { first?: boolean; children: string }) {
  return (
    <h3 className={`${first ? "mt-1" : "mt-2"} text-sm font-semibold uppercase tracking-wide text-ink-600`}>
      {children}
    </h3>
  );
}

/** One line: who and what on the left, the taps on the right. */
function Line({
  title,
  detail,
  tel,
  telLabel,
  href,
  hrefLabel,
}: {
  title: string;
  detail: string;
  tel: string | null;
  telLabel: string;
  href: string;
  hrefLabel: string;
}) {
  return (
    <li className="flex items-center gap-2 py-1">
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{title}</p>
        <p className="truncate text-sm text-ink-600">{detail}</p>
      </div>
      {tel && (
        <a className="btn-primary shrink-0 px-3" href={tel} aria-label={telLabel}>
          {T.call}
        </a>
      )}
      <a className="btn-secondary shrink-0 px-3" href={href} aria-label={hrefLabel}>
        {T.open}
      </a>
    </li>
  );
}

function LeadLine({ lead, now }: { lead: WaitingLead; now: number }) {
  const name = lead.name || ADMIN_TEXT.inbox.anonymous;
  const waited = lead.since === null ? "" : ` · ${T.waited(waitedFor(now - lead.since))}`;
  return (
    <Line
      title={name}
      detail={`${T.kinds[lead.kind]}${waited}`}
      tel={telHref(lead.phone)}
      telLabel={T.callLabel(name)}
      href={adminLeadPath(lead.id)}
      hrefLabel={T.openLabel(name)}
    />
  );
}

/**
 * /admin's first card: the newest lead to call, the leads waiting longest, today's and
 * tomorrow's visits, the reviews and proposals that wait on the owner; a line each.
 */
export default function NowPanel({ api, proposals, reviews, visits = siteVisitsAdminApi, now = Date.now }: Props) {
  const [loaded, setLoaded] = useState<Loaded>();
  useEffect(() => {
    // An answer that comes after a newer read was asked for is dropped.
    let latest = true;
    const { from, to } = nowVisitRange(now());
    void Promise.allSettled([
      api.contactForms({ status: "new" }),
      api.estimates({ status: "new" }),
      visits.upcoming(from, to),
    ]).then(([contacts, estimates, upcoming]) => {
      if (!latest) return;
      const value = <V,>(result: PromiseSettledResult<V>) => (result.status === "fulfilled" ? result.value : undefined);
      for (const result of [contacts, estimates, upcoming])
        if (result.status === "rejected") console.error("Reading what needs an answer failed", result.reason);
      const read = {
        waiting: waitingLeads(value(contacts)?.rows ?? [], value(estimates)?.rows ?? []),
        more: Boolean(value(contacts)?.next ?? value(estimates)?.next),
        visits: value(upcoming) ?? [],
        failed: [contacts, estimates, upcoming].some((result) => result.status === "rejected"),
      };
      // A transition, as the lead list's rows: rendered in slices, not one long task.
      startTransition(() => setLoaded(read));
    });
    return () => {
      latest = false;
    };
    // Once, when /admin opens: a lead answered on its own page is read afresh on the way back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const at = now();
  if (!loaded)
    return (
      <AdminSection id="now" title={T.title} testId="admin-now">
        <p role="status">{T.loading}</p>
      </AdminSection>
    );
  const newest = newestLead(loaded.waiting);
  const longest = loaded.waiting.filter((lead) => lead !== newest).slice(0, NOW_WAITING_LIMIT);
  const days = todayAndTomorrow(loaded.visits, at);
  const toAnswer = proposals ? proposalsToAnswer(proposals, at) : [];
  const waitingReviews = reviews?.filter((review) => review.status === "submitted").length ?? 0;
  return (
    <AdminSection id="now" title={T.title} testId="admin-now">
      {loaded.failed && <p className="text-sm text-red-700">{T.failed}</p>}
      {newest ? (
        <>
          <SubHeading first>{T.newest}</SubHeading>
          <ul>
            <LeadLine lead={newest} now={at} />
          </ul>
          {longest.length > 0 && (
            <>
              <SubHeading>{T.waiting}</SubHeading>
              <ul className="divide-y divide-slate-200">
                {longest.map((lead) => (
                  <LeadLine key={lead.id} lead={lead} now={at} />
                ))}
              </ul>
              {(loaded.more || loaded.waiting.length - 1 > longest.length) && (
                <p className="text-sm text-ink-600">{T.moreWaiting(longest.length)}</p>
              )}
            </>
          )}
        </>
      ) : (
        <p className="mt-2">{T.noneWaiting}</p>
      )}
      <SubHeading>{T.visits}</SubHeading>
      {days.length === 0 ? (
        <p>{T.noVisits}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {days.map(({ visit, day }) => (
            <Line
              key={visit.id}
              title={`${day === "today" ? T.today : T.tomorrow} ${visitTime(visit.start)} · ${visit.name}`}
              detail={`${visit.street}, ${visit.zip}`}
              tel={telHref(visit.phone)}
              telLabel={T.callLabel(visit.name)}
              href={ADMIN_PAGES.visits}
              hrefLabel={T.openVisits}
            />
          ))}
        </ul>
      )}
      <SubHeading>{T.proposals}</SubHeading>
      {toAnswer.length === 0 ? (
        <p>{proposals ? T.noProposals : T.loadingMore}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {toAnswer.map((row) => (
            <Line
              key={row.id}
              title={`${row.draft.client.name} · ${row.draft.title}`}
              detail={row.state === "changes" ? T.changesAsked : T.expiresOn(longBusinessDay(row.expiresAt ?? at))}
              tel={telHref(row.draft.client.phone)}
              telLabel={T.callLabel(row.draft.client.name)}
              href={ADMIN_PAGES.proposals}
              hrefLabel={T.openProposal}
            />
          ))}
        </ul>
      )}
      <SubHeading>{ADMIN_TEXT.pages.reviews.nav}</SubHeading>
      {waitingReviews > 0 ? (
        <p>
          <a className="underline" href={ADMIN_PAGES.reviews}>
            {T.reviews(waitingReviews)}
          </a>
        </p>
      ) : (
        <p>{reviews ? T.noReviews : T.loadingMore}</p>
      )}
    </AdminSection>
  );
}
