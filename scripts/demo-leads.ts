/**
 * The demo leads `scripts/seed.ts` writes, so /admin is not empty on first look under
 * `npm start`: contact forms and estimates in several states, stored the way storeLead
 * (src/server/leads/store.ts) stores them: the fields, `status`, `source` and a
 * timestamp, each with its search index entry (demoLeadDocuments). No alert is queued for them: they are not news to anyone.
 * Fixed ids, so the end-to-end suite can find them. Two came through the chat's
 * call-back form: one left only a phone, one only an e-mail and no note.
 */
import { Timestamp } from "firebase-admin/firestore";
import { DEMO_USER } from "./demo-accounts.ts";
import { storedLanguage } from "../src/config/i18n.ts";
import { leadSourceOf, type LeadStatus, type LeadTranscriptTurn } from "../src/schemas/lead.ts";
import { accountLeadOf } from "../src/schemas/accountLead.ts";
import { reviewRequestId, UNDECIDED_REVIEW, type ReviewForm } from "../src/schemas/review.ts";
import { channelOf, type LeadOrigin } from "../src/schemas/leadOrigin.ts";
import { nestedCounters } from "../src/schemas/leadStats.ts";
import { businessDay } from "../src/lib/format/businessDay.ts";
import { addDelta, statsDelta, summarise } from "../src/lib/leads/stats.ts";
import { leadSearchEntry, type SearchableLead } from "../src/schemas/leadSearch.ts";
import {
  ACCOUNT_LEADS,
  ESTIMATE_LEADS,
  LEAD_STATS,
  LEAD_STATS_SUMMARY_DOC,
  leadSearchCollection,
  MESSAGE_LEADS,
  REVIEW_REQUESTS,
  REVIEWS,
  type LeadCollection,
} from "../src/schemas/collections.ts";

interface DemoLead<Fields> {
  id: string;
  hoursAgo: number;
  status: LeadStatus;
  /** Present once the owner wrote one; storeLead writes none. */
  note?: string;
  /** The client's review, asked for and sent `hoursAgo` later, waiting in /admin. */
  review?: ReviewForm & { hoursAfter: number };
  fields: Fields;
}

// A type, not an interface: Firestore's set() takes only types with an implicit index signature.
type ContactFields = {
  name: string;
  email: string;
  phone: string;
  message: string;
  source: "contact" | "chat";
  transcript?: LeadTranscriptTurn[];
};

export const DEMO_CONTACT_LEADS: readonly DemoLead<ContactFields>[] = [
  {
    id: "demo-lead-contact-new",
    hoursAgo: 2,
    status: "new",
    fields: {
      name: "Priya Natarajan",
      email: "priya.natarajan@example.com",
      phone: "(571) 555-0131",
      message: "Our deck boards are rotting near the stairs. Could someone look at repair versus rebuild this month?",
      source: "contact",
    },
  },
  {
    id: "demo-lead-contact-chat",
    hoursAgo: 3,
    status: "new",
    fields: {
      name: "Marcus Bell",
      email: "",
      phone: "(240) 555-0117",
      message: "Evenings after 6 work best.",
      source: "chat",
      transcript: [
        { role: "user", content: "Do you finish basements? Ours is about 900 sq ft, bare concrete." },
        {
          role: "assistant",
          content:
            "Yes, we finish basements across Virginia, Maryland and DC: framing, insulation, drywall, flooring, lighting and egress windows where needed. A basement finish is usually priced per square foot, and moisture control comes first.",
        },
        { role: "user", content: "Can someone come and look at it? We'd also like a small bathroom down there." },
        {
          role: "assistant",
          content:
            "A site visit is the best next step: we can check the plumbing for the bathroom and any moisture. Leave your name and a phone number or e-mail below and we will call you back.",
        },
      ],
    },
  },
  {
    id: "demo-lead-contact-chat-email",
    hoursAgo: 30,
    status: "contacted",
    note: "Sent our gutter guard brochure by e-mail.",
    fields: {
      name: "Aisha Rahman",
      email: "aisha.rahman@example.com",
      phone: "",
      message: "",
      source: "chat",
      transcript: [
        { role: "user", content: "Do you install gutter guards?" },
        {
          role: "assistant",
          content:
            "We do, as part of roofing and exterior work. Would you like us to get in touch with options and a price?",
        },
        { role: "user", content: "Yes please, e-mail is best." },
      ],
    },
  },
  {
    id: "demo-lead-contact-contacted",
    hoursAgo: 50,
    status: "contacted",
    note: "Called back; site visit booked for Thursday 10 am.",
    fields: {
      name: "Elena Ortiz",
      email: "elena.ortiz@example.com",
      phone: "(703) 555-0164",
      message: "Looking to open the wall between kitchen and dining room. Is it load-bearing? House built 1962.",
      source: "contact",
    },
  },
  {
    id: "demo-lead-contact-quoted",
    hoursAgo: 120,
    status: "quoted",
    note: "Sent a quote of $18,400 for the bathroom; follow up next week.",
    fields: {
      name: "James Whitaker",
      email: "j.whitaker@example.com",
      phone: "(202) 555-0149",
      message: "Full remodel of a small hall bathroom, walk-in shower instead of the tub.",
      source: "contact",
    },
  },
  {
    id: "demo-lead-contact-won",
    hoursAgo: 240,
    status: "won",
    note: "Contract signed; start date in three weeks.",
    review: {
      hoursAfter: 200,
      rating: 5,
      text: "They walked us through the architect's plans line by line before they quoted, and the quote did not move. The crew started on the day they said.",
      name: "Grace",
      town: "Bethesda",
      project: "Addition over the garage",
    },
    fields: {
      name: "Grace Kim",
      email: "grace.kim@example.com",
      phone: "(301) 555-0102",
      message: "Two-storey addition over the garage: bedroom and bath. We have plans from an architect.",
      source: "contact",
    },
  },
];

const estimate = (fields: {
  projectType: string;
  roomType: string;
  squareFootage: number;
  timeline: string;
  scope: string;
  ballparkLow: number;
  ballparkHigh: number;
}) => ({
  ...fields,
  result: `Estimated cost: $${fields.ballparkLow.toLocaleString("en-US")} to $${fields.ballparkHigh.toLocaleString("en-US")}. This is a ballpark from the pricing guide; a site visit gives a firm quote.`,
  userId: DEMO_USER.uid,
  email: DEMO_USER.email,
  source: "estimate",
});

/** An estimate is found by its asker's profile, as saveEstimate reads it. */
const DEMO_ASKER: SearchableLead = { name: DEMO_USER.displayName, email: DEMO_USER.email, phone: DEMO_USER.phone };

export const DEMO_ESTIMATE_LEADS: readonly DemoLead<ReturnType<typeof estimate>>[] = [
  {
    id: "demo-lead-estimate-new",
    hoursAgo: 5,
    status: "new",
    fields: estimate({
      projectType: "remodel",
      roomType: "kitchen",
      squareFootage: 220,
      timeline: "1-3months",
      scope: "New cabinets, quartz counters and an island; keep the layout.",
      ballparkLow: 33000,
      ballparkHigh: 55000,
    }),
  },
  {
    id: "demo-lead-estimate-quoted",
    hoursAgo: 72,
    status: "quoted",
    note: "Quoted $21,000; they are comparing two bids.",
    fields: estimate({
      projectType: "renovation",
      roomType: "bathroom",
      squareFootage: 60,
      timeline: "3-6months",
      scope: "Replace the tub with a tiled shower, new vanity and floor.",
      ballparkLow: 15000,
      ballparkHigh: 27000,
    }),
  },
  {
    id: "demo-lead-estimate-won",
    hoursAgo: 300,
    status: "won",
    note: "Signed after the site visit.",
    fields: estimate({
      projectType: "remodel",
      roomType: "basement",
      squareFootage: 800,
      timeline: "flexible",
      scope: "Finish the basement with a family room and a half bath.",
      ballparkLow: 40000,
      ballparkHigh: 72000,
    }),
  },
];

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60_000;

/** Where the demo leads came from, in turn, so the inbox and the response panel show several channels. */
const DEMO_ORIGINS: LeadOrigin[] = [
  {
    landing: "/",
    referrer: "www.google.com",
    utm: { source: "google", medium: "cpc", campaign: "decks" },
    adClick: true,
    device: "phone",
    page: "/contact",
  },
  {
    landing: "/services/repairs",
    referrer: "www.google.com",
    utm: {},
    adClick: false,
    device: "desktop",
    page: "/contact",
  },
  { landing: "/projects", referrer: "www.houzz.com", utm: {}, adClick: false, device: "phone", page: "/projects" },
  { landing: "/", referrer: "", utm: {}, adClick: false, device: "desktop", page: "/estimate" },
  {
    landing: "/areas/arlington-va",
    referrer: "nextdoor.com",
    utm: {},
    adClick: false,
    device: "phone",
    page: "/contact",
  },
];

/** How long the owner took to answer the demo leads that are no longer New, in turn. */
const ANSWER_MINUTES = [4, 12, 35, 95, 600];

/** The lead's record of a review asked for a day before the client sent it. */
const reviewAsked = (arrived: number, hoursAfter: number) => ({
  askedAt: Timestamp.fromMillis(arrived + (hoursAfter - 24) * HOUR_MS),
  expiresAt: Timestamp.fromMillis(arrived + (hoursAfter - 24 + 30 * 24) * HOUR_MS),
  receivedAt: Timestamp.fromMillis(arrived + hoursAfter * HOUR_MS),
});

/**
 * The client's review as POST /api/reviews stores it, waiting for the owner in /admin, and
 * its request, used (so the job is not asked again). No link exists: only a hash that
 * matches none.
 */
function reviewDocuments(
  leadPath: string,
  requestId: string,
  arrived: number,
  { hoursAfter, ...review }: NonNullable<DemoLead<unknown>["review"]>,
) {
  const sent = arrived + hoursAfter * HOUR_MS;
  const reviewId = `demo-review-${requestId.split("_")[1]}`;
  const asked = reviewAsked(arrived, hoursAfter);
  return [
    {
      path: `${REVIEWS}/${reviewId}`,
      data: { ...review, ...UNDECIDED_REVIEW, date: businessDay(sent), submittedAt: Timestamp.fromMillis(sent) },
    },
    {
      path: `${REVIEW_REQUESTS}/${requestId}`,
      data: {
        lead: leadPath,
        tokenHash: "0".repeat(64),
        askedAt: asked.askedAt,
        expiresAt: asked.expiresAt,
        usedAt: asked.receivedAt,
        reviewId,
      },
    },
  ];
}

/**
 * Every demo lead as storeLead writes it (the lead with its origin and channel, its search
 * index entry) and as /admin leaves it (status, note, first answer), by path; then the
 * response figures they add up to: each arrival day's counters and the summary /admin reads.
 */
export function demoLeadDocuments(now: number): { path: string; data: Record<string, unknown> }[] {
  const days = new Map<string, Record<string, number>>();
  let turn = 0;
  const documents = <Fields extends object>(
    collection: LeadCollection,
    leads: readonly DemoLead<Fields>[],
    searchable: (fields: Fields) => SearchableLead,
  ) =>
    leads.flatMap((lead) => {
      const arrived = now - lead.hoursAgo * HOUR_MS;
      const timestamp = Timestamp.fromMillis(arrived);
      const origin = DEMO_ORIGINS[turn % DEMO_ORIGINS.length];
      const answeredAt =
        lead.status === "new" ? null : arrived + ANSWER_MINUTES[turn % ANSWER_MINUTES.length] * MINUTE_MS;
      turn += 1;
      const channel = channelOf(origin);
      const language = storedLanguage(lead.fields);
      addDelta(
        days,
        statsDelta(null, { timestamp: arrived, channel, status: lead.status, firstResponseAt: answeredAt }),
      );
      return [
        {
          path: `${collection}/${lead.id}`,
          data: {
            ...lead.fields,
            timestamp,
            status: lead.status,
            origin,
            channel,
            language,
            ...(answeredAt === null ? {} : { firstResponseAt: Timestamp.fromMillis(answeredAt) }),
            ...(lead.note === undefined ? {} : { note: lead.note, updatedAt: Timestamp.fromMillis(now) }),
            ...(lead.review ? { review: reviewAsked(arrived, lead.review.hoursAfter) } : {}),
          },
        },
        // The homeowner's own view, as addLead writes it, with the status the owner set.
        {
          path: `${ACCOUNT_LEADS}/${lead.id}`,
          data: {
            ...accountLeadOf(
              leadSourceOf((lead.fields as { source?: unknown }).source),
              lead.fields as Record<string, unknown>,
            ),
            status: lead.status,
            timestamp,
          },
        },
        ...(lead.review
          ? reviewDocuments(`${collection}/${lead.id}`, reviewRequestId(collection, lead.id), arrived, lead.review)
          : []),
        {
          path: `${leadSearchCollection(collection)}/${lead.id}`,
          data: leadSearchEntry(searchable(lead.fields), {
            status: lead.status,
            timestamp,
            channel,
            language,
          }),
        },
      ];
    });
  const leads = [
    ...documents(MESSAGE_LEADS, DEMO_CONTACT_LEADS, (fields) => fields),
    ...documents(ESTIMATE_LEADS, DEMO_ESTIMATE_LEADS, () => DEMO_ASKER),
  ];
  const stats = [...days].map(([day, counts]) => ({
    path: `${LEAD_STATS}/${day}`,
    data: nestedCounters(counts, (count) => count),
  }));
  const summary = summarise(new Map(stats.map(({ path, data }) => [path.split("/")[1], data])), businessDay(now), now);
  return [
    ...leads,
    ...stats.map(({ path, data }) => ({ path, data: { ...data, updatedAt: Timestamp.fromMillis(now) } })),
    { path: LEAD_STATS_SUMMARY_DOC, data: { ...summary, computedAt: Timestamp.fromMillis(now) } },
  ];
}
