/** Leads and a stand-in AdminDataApi for the /admin pages' component tests. */
import { vi } from "vitest";
import type { AdminDataApi, LeadPage } from "../../src/lib/firebase/adminData.ts";
import { MESSAGE_LEADS } from "../../src/schemas/collections.ts";
import type { ContactLead, EstimateLead } from "../../src/schemas/lead.ts";

export const at = (...parts: [number, number, number, number, number]) => new Date(...parts).getTime();
export const LONG_MESSAGE = `We are planning a full basement finish. ${"It has a sump pump, low ductwork and one small window. ".repeat(6)}`;

export const CONTACTS: ContactLead[] = [
  {
    id: "c2",
    name: "Morgan Reyes",
    email: "morgan@example.com",
    phone: "(301) 555-0188",
    message: LONG_MESSAGE,
    timestamp: at(2025, 2, 7, 16, 45),
    status: "new",
    note: "",
    origin: null,
    channel: "unknown",
    firstResponseAt: null,
    language: "en",
    source: "contact",
    transcript: [],
  },
  {
    id: "c1",
    name: "Sam Lee",
    email: "sam@example.com",
    phone: "(202) 555-0123",
    message: "Bathroom remodel, please call.",
    timestamp: at(2025, 0, 5, 9, 3),
    status: "contacted",
    note: "Left a voicemail",
    origin: null,
    channel: "unknown",
    firstResponseAt: at(2025, 0, 5, 9, 40),
    language: "en",
    source: "contact",
    transcript: [],
  },
];
/** A chat hand-off that left a phone only and no note. */
export const CHAT: ContactLead = {
  id: "chat1",
  name: "Marcus Bell",
  email: "",
  phone: "(240) 555-0117",
  message: "",
  timestamp: at(2025, 2, 8, 10, 0),
  status: "new",
  note: "",
  origin: null,
  channel: "unknown",
  firstResponseAt: null,
  language: "en",
  source: "chat",
  transcript: [
    { role: "user", content: "Do you finish basements?" },
    { role: "assistant", content: "Yes. Leave your number and we will call you back." },
  ],
};
export const ESTIMATES: EstimateLead[] = [
  {
    id: "e1",
    projectType: "remodel",
    squareFootage: 180,
    roomType: "kitchen",
    timeline: "1-3months",
    scope: "New cabinets and counters",
    ballparkLow: 25000,
    ballparkHigh: 40000,
    result: "Estimated cost: $28,000 to $38,000.",
    userId: "demo-homeowner",
    email: "demo@example.com",
    timestamp: at(2025, 1, 1, 12, 0),
    status: "quoted",
    note: "",
    origin: null,
    channel: "unknown",
    firstResponseAt: null,
    language: "en",
    userName: "Dana Homeowner",
    userPhone: "(703) 555-0142",
  },
];

export const onePage = <Row>(rows: Row[]): LeadPage<Row> => ({ rows, next: null });

export function api(overrides: Partial<AdminDataApi> = {}): AdminDataApi {
  return {
    contactForms: vi.fn(async () => onePage(CONTACTS)),
    estimates: vi.fn(async () => onePage(ESTIMATES)),
    countNew: vi.fn(async (name) => (name === MESSAGE_LEADS ? 1 : 0)),
    updateLead: vi.fn(async () => {}),
    deleteLead: vi.fn(async () => {}),
    leadById: vi.fn(async () => null),
    leadStats: vi.fn(async () => null),
    publishFailure: vi.fn(async () => null),
    reviews: { list: vi.fn(async () => []), moderate: vi.fn(async () => {}) },
    proposals: {
      list: vi.fn(async () => []),
      signedPdf: vi.fn(async () => null),
      lead: vi.fn(async () => null),
      ownName: vi.fn(async () => ""),
    },
    changeOrders: { list: vi.fn(async () => []) },
    ...overrides,
  };
}
