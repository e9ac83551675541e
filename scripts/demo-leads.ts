/**
 * The demo leads `scripts/seed.ts` writes, so /admin is not empty on first look under
 * `npm start`: contact forms and estimates in several states, stored the way storeLead
 * (src/server/leads/outbox.ts) stores them: the fields, `status`, `source` and a
 * timestamp. No alert is queued for them: they are not news to anyone. Fixed ids, so
 * the end-to-end suite can find them.
 */
import { DEMO_USER } from "./demo-accounts.ts";
import type { LeadStatus } from "../src/schemas/lead.ts";

interface DemoLead<Fields> {
  id: string;
  hoursAgo: number;
  status: LeadStatus;
  /** Present once the owner wrote one; storeLead writes none. */
  note?: string;
  fields: Fields;
}

export const DEMO_CONTACT_LEADS: readonly DemoLead<Record<string, string>>[] = [
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
    hoursAgo: 20,
    status: "new",
    fields: {
      name: "Marcus Bell",
      email: "marcus.bell@example.com",
      phone: "(240) 555-0117",
      message: "Asked the assistant about finishing a basement (about 900 sq ft) and would like a call-back.",
      source: "chat",
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
