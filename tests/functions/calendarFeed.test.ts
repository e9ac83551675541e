import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { deleteEvent, makeCalendar, putEvent, RADICALE_URL } from "../../scripts/radicale.ts";
import type { Env } from "../../src/server/env.ts";
import { createCalendarFeed, FEED_REFRESH_MS, MAX_FEED_BYTES } from "../../src/server/booking/calendarFeed.ts";

/**
 * The owner's calendar is Radicale, a real CalDAV server: events are added and removed
 * over CalDAV as the owner's calendar app would, and the feed is read from the calendar's
 * address as from a Google, Outlook or iCloud secret iCal address.
 */
const FROM = new Date("2026-11-30T05:00:00Z");
const TO = new Date("2026-12-22T05:00:00Z");

const appointment = (uid: string, start: string, end: string, extra: string[] = []) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Owner's phone//EN",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTAMP:20261120T120000Z",
    `DTSTART;TZID=America/New_York:${start}`,
    `DTEND;TZID=America/New_York:${end}`,
    "SUMMARY:Walkthrough, private",
    ...extra,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");

/**
 * A feed reader on a clock the test moves, counting the requests that reach the calendar.
 * `env`: the functions' environment; by default the suite's, which opts in to Radicale
 * (tests/functions/global-setup.ts).
 */
function feedOnClock(start = Date.parse("2026-11-29T12:00:00Z"), env: Env = process.env) {
  let clock = start;
  let fetches = 0;
  const feed = createCalendarFeed({
    env,
    now: () => clock,
    fetch: (input, init) => {
      fetches++;
      return fetch(input, init);
    },
  });
  return {
    read: (address: string | undefined) => feed.read(address, FROM, TO),
    advance: (ms: number) => (clock += ms),
    fetches: () => fetches,
  };
}
const iso = (busy: { start: number; end: number }[]) =>
  busy.map(({ start, end }) => `${new Date(start).toISOString()}/${new Date(end).toISOString()}`).sort();

describe("the owner's calendar, read from its iCal address", () => {
  test("an appointment the owner adds shows as busy within a minute, and is gone within a minute of its removal", async () => {
    const calendar = await makeCalendar("add-remove");
    await putEvent(calendar, "site-walk", appointment("site-walk", "20261201T100000", "20261201T113000"));
    const feed = feedOnClock();

    expect(await feed.read(calendar)).toEqual({
      busy: [expect.objectContaining({ start: Date.parse("2026-12-01T15:00:00Z") })],
      status: "fresh",
    });

    await putEvent(calendar, "supplier", appointment("supplier", "20261203T140000", "20261203T150000"));
    // Inside the minute: the copy read before, no second request to the calendar.
    feed.advance(FEED_REFRESH_MS - 1);
    const cached = await feed.read(calendar);
    expect([cached.status, cached.busy.length, feed.fetches()]).toEqual(["cached", 1, 1]);

    feed.advance(1);
    expect(iso((await feed.read(calendar)).busy)).toEqual([
      "2026-12-01T15:00:00.000Z/2026-12-01T16:30:00.000Z",
      "2026-12-03T19:00:00.000Z/2026-12-03T20:00:00.000Z",
    ]);

    await deleteEvent(calendar, "site-walk");
    feed.advance(FEED_REFRESH_MS);
    expect(iso((await feed.read(calendar)).busy)).toEqual(["2026-12-03T19:00:00.000Z/2026-12-03T20:00:00.000Z"]);
    expect(feed.fetches()).toBe(3);
  });

  test("a weekly appointment the owner keeps every Thursday is busy every Thursday of the window", async () => {
    const calendar = await makeCalendar("weekly");
    await putEvent(
      calendar,
      "crew-meeting",
      appointment("crew-meeting", "20261105T070000", "20261105T080000", ["RRULE:FREQ=WEEKLY;BYDAY=TH"]),
    );
    const { busy } = await feedOnClock().read(calendar);
    expect(iso(busy)).toEqual([
      "2026-12-03T12:00:00.000Z/2026-12-03T13:00:00.000Z",
      "2026-12-10T12:00:00.000Z/2026-12-10T13:00:00.000Z",
      "2026-12-17T12:00:00.000Z/2026-12-17T13:00:00.000Z",
    ]);
  });

  test("twenty requests for slots at one moment make one request to the calendar", async () => {
    const calendar = await makeCalendar("concurrent");
    await putEvent(calendar, "one", appointment("one", "20261202T090000", "20261202T100000"));
    const feed = feedOnClock();
    const reads = await Promise.all(Array.from({ length: 20 }, () => feed.read(calendar)));
    expect(feed.fetches()).toBe(1);
    expect(reads.every((read) => read.busy.length === 1)).toBe(true);
  });

  test("a calendar that stops answering never stops booking: the last copy stands in for a day, then none", async () => {
    const calendar = await makeCalendar("goes-away");
    await putEvent(calendar, "kept", appointment("kept", "20261204T090000", "20261204T100000"));
    const feed = feedOnClock();
    expect((await feed.read(calendar)).status).toBe("fresh");

    // The owner deletes the calendar (or rotates its secret address): it now answers 404.
    await fetch(calendar, { method: "DELETE" });
    feed.advance(FEED_REFRESH_MS);
    const stale = await feed.read(calendar);
    expect(stale).toMatchObject({ status: "stale", error: "the calendar address answered 404" });
    expect(stale.busy).toHaveLength(1);

    feed.advance(24 * 60 * 60_000);
    expect(await feed.read(calendar)).toEqual({
      busy: [],
      status: "failed",
      error: "the calendar address answered 404",
    });
  });

  test.each([
    ["a page that is not a calendar (a sign-in page)", `${RADICALE_URL}/.web/`, /./],
    ["an address where nothing answers", "http://127.0.0.1:9/owner/calendar/", /fetch failed/],
  ])("%s: no busy times, and the reason kept for the owner", async (_, address, reason) => {
    // Port 9 opted in as Radicale is: the failure is the connection's, not the address check's.
    const env = { CALENDAR_FEED_ALLOW_HOSTS: `${new URL(RADICALE_URL).host},127.0.0.1:9` };
    const read = await feedOnClock(undefined, env).read(address);
    expect(read.status).toBe("failed");
    expect(read.busy).toEqual([]);
    expect(read.error).toMatch(reason);
  });

  test("no address set: the slots come from the hours and the visits alone", async () => {
    const feed = feedOnClock();
    expect(await feed.read(undefined)).toEqual({ busy: [], status: "none" });
    expect(await feed.read("  ")).toEqual({ busy: [], status: "none" });
    expect(feed.fetches()).toBe(0);
  });

  test("a webcal:// address (what Apple gives) is read over http(s)", async () => {
    const calendar = await makeCalendar("webcal");
    await putEvent(calendar, "apple", appointment("apple", "20261207T090000", "20261207T100000"));
    let asked = "";
    const feed = createCalendarFeed({
      fetch: (input, init) => {
        asked = input instanceof Request ? input.url : input.toString();
        return fetch(asked.replace("https://", "http://"), init);
      },
    });
    const read = await feed.read(calendar.replace("http://", "webcal://"), FROM, TO);
    expect(asked).toBe(calendar.replace("http://", "https://"));
    expect(read.busy).toHaveLength(1);
  });

  describe("an address that points inside our own network is never fetched", () => {
    const servers: Server[] = [];
    afterEach(async () => {
      await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
    });

    /** A server on 127.0.0.1, as anything listening beside the functions; counts what reaches it. */
    async function local(handler: RequestListener) {
      let requests = 0;
      const server = createServer((req, res) => {
        requests++;
        handler(req, res);
      });
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
      return { host, url: `http://${host}/owner.ics`, requests: () => requests };
    }
    const servesCalendar: RequestListener = (_, res) => {
      res.writeHead(200, { "content-type": "text/calendar" });
      res.end(appointment("inside", "20261202T090000", "20261202T100000"));
    };

    test("a plain-http address on this machine is refused without the opt-in, and never requested", async () => {
      const inside = await local(servesCalendar);
      const refused = await feedOnClock(undefined, {}).read(inside.url);
      expect(refused).toEqual({ busy: [], status: "failed", error: "address_refused" });
      expect(inside.requests()).toBe(0);

      // The same server, named in CALENDAR_FEED_ALLOW_HOSTS as the local stack names Radicale.
      const optedIn = await feedOnClock(undefined, { CALENDAR_FEED_ALLOW_HOSTS: inside.host }).read(inside.url);
      expect([optedIn.status, optedIn.busy.length, inside.requests()]).toEqual(["fresh", 1, 1]);
    });

    test("a redirect from an allowed calendar to another address on this machine is refused before it is followed", async () => {
      const target = await local(servesCalendar);
      const allowed = await local((_, res) => {
        res.writeHead(302, { location: target.url });
        res.end();
      });
      const read = await feedOnClock(undefined, { CALENDAR_FEED_ALLOW_HOSTS: allowed.host }).read(allowed.url);
      expect(read).toEqual({ busy: [], status: "failed", error: "address_refused" });
      expect([allowed.requests(), target.requests()]).toEqual([1, 0]);
    });

    test("an endless body is cut just past the size limit, well within the time limit", async () => {
      const chunk = Buffer.alloc(64 * 1024, "BEGIN:VEVENT\r\n");
      let sent = 0;
      // Endless to the reader; the server stops at three times the limit, so a reader that never stops only waits.
      const endless = await local((_, res) => {
        res.writeHead(200, { "content-type": "text/calendar" });
        const more = () => {
          while (!res.destroyed && sent < 3 * MAX_FEED_BYTES) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once("drain", more);
          }
        };
        more();
      });
      const started = Date.now();
      const read = await feedOnClock(undefined, { CALENDAR_FEED_ALLOW_HOSTS: endless.host }).read(endless.url);
      const seconds = (Date.now() - started) / 1000;
      expect(read).toEqual({ busy: [], status: "failed", error: "too_large" });
      // The feed's time limit is 5 s: a read that waited for the whole body would fail on it instead.
      expect(seconds).toBeLessThan(4);
      // What the sockets' buffers held beyond the limit, not the rest of the body.
      expect(sent).toBeLessThan(MAX_FEED_BYTES + 16 * 1024 * 1024);
    });
  });
});
