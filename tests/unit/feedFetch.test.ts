import { describe, expect, test } from "vitest";
import {
  allowedFeedHosts,
  checkFeedUrl,
  fetchFeedText,
  isRefusedAddress,
  MAX_REDIRECTS,
  readBounded,
  urlVerdict,
  type Lookup,
} from "../../src/server/booking/feedFetch.ts";

/**
 * The owner's calendar address is fetched by the function, from inside our network: these
 * are the addresses it may reach and the ones it must not (an SSRF to loopback, the private
 * ranges or the cloud's metadata service), as the owner's address or as a redirect's.
 */
describe("which IP addresses a calendar feed may come from", () => {
  test.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["::1", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["fc00::1", "unique local"],
    ["fd12:3456::1", "unique local"],
    ["169.254.169.254", "link-local: the cloud metadata service"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local, with its zone"],
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified"],
    ["100.64.0.1", "CGNAT"],
    ["100.127.255.255", "CGNAT"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:7f00:1", "IPv4-mapped loopback, in hex"],
    ["::ffff:10.0.0.1", "IPv4-mapped private"],
    ["::ffff:169.254.169.254", "IPv4-mapped link-local"],
    ["64:ff9b::a9fe:a9fe", "NAT64 of the metadata service"],
    ["2002:7f00:1::1", "6to4 of loopback"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["calendar.google.com", "not an IP address"],
  ])("%s (%s) is refused", (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  test.each([
    ["8.8.8.8"],
    ["1.1.1.1"],
    ["172.15.255.255"],
    ["172.32.0.1"],
    ["100.63.255.255"],
    ["100.128.0.1"],
    ["192.169.0.1"],
    ["2607:f8b0:4004:c07::71"],
    ["::ffff:8.8.8.8"],
    ["64:ff9b::808:808"],
    ["2002:808:808::1"],
  ])("%s (public) may be fetched", (address) => {
    expect(isRefusedAddress(address)).toBe(false);
  });
});

describe("CALENDAR_FEED_ALLOW_HOSTS: the local stack's opt-in", () => {
  test("host:port and host (any port) entries; what is neither is ignored", () => {
    expect(
      allowedFeedHosts({ CALENDAR_FEED_ALLOW_HOSTS: " 127.0.0.1:5242, LOCALHOST ,[::1]:8080,bad/entry,:80,," }),
    ).toEqual([
      { hostname: "127.0.0.1", port: 5242 },
      { hostname: "localhost", port: undefined },
      { hostname: "[::1]", port: 8080 },
    ]);
  });

  test("unset (production): nothing is allowed", () => {
    expect(allowedFeedHosts({})).toEqual([]);
    expect(allowedFeedHosts({ CALENDAR_FEED_ALLOW_HOSTS: "  " })).toEqual([]);
  });
});

describe("what a calendar address may be, before any DNS", () => {
  const radicale = allowedFeedHosts({ CALENDAR_FEED_ALLOW_HOSTS: "127.0.0.1:5242" });
  test.each([
    ["https://calendar.google.com/calendar/ical/x/private-y/basic.ics", "resolve"],
    ["https://8.8.8.8/owner.ics", "allowed"],
    ["http://calendar.google.com/calendar/ical/x/private-y/basic.ics", "refused"],
    ["ftp://calendar.example.com/owner.ics", "refused"],
    ["file:///etc/passwd", "refused"],
    ["https://127.0.0.1/owner.ics", "refused"],
    ["https://2130706433/owner.ics", "refused"],
    ["https://0x7f.1/owner.ics", "refused"],
    ["https://localhost/owner.ics", "refused"],
    ["https://LOCALHOST./owner.ics", "refused"],
    ["https://calendar.localhost/owner.ics", "refused"],
    ["https://[::1]/owner.ics", "refused"],
    ["https://[::ffff:127.0.0.1]/owner.ics", "refused"],
    ["https://169.254.169.254/latest/meta-data/", "refused"],
    ["https://10.0.0.5:8443/owner.ics", "refused"],
    // The opt-in: its exact host and port, over http too, and nothing else on the machine.
    ["http://127.0.0.1:5242/owner/calendar/", "allowed"],
    ["https://127.0.0.1:5242/owner/calendar/", "allowed"],
    ["http://127.0.0.1:5243/owner/calendar/", "refused"],
    ["http://localhost:5242/owner/calendar/", "refused"],
  ])("%s: %s", (address, verdict) => {
    expect(urlVerdict(new URL(address), radicale)).toBe(verdict);
  });

  test("a host entry without a port allows any port of that host, and no other host", () => {
    const anyPort = allowedFeedHosts({ CALENDAR_FEED_ALLOW_HOSTS: "127.0.0.1" });
    expect(urlVerdict(new URL("http://127.0.0.1:40123/owner.ics"), anyPort)).toBe("allowed");
    expect(urlVerdict(new URL("http://127.0.0.2:40123/owner.ics"), anyPort)).toBe("refused");
  });
});

/** A DNS that answers from a table, as an attacker's domain could. */
const dns =
  (table: Record<string, string[]>): Lookup =>
  (hostname) =>
    table[hostname] ? Promise.resolve(table[hostname]) : Promise.reject(new Error(`getaddrinfo ENOTFOUND ${hostname}`));

describe("a host name is checked by every address it resolves to", () => {
  const lookup = dns({
    "calendar.example.com": ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"],
    "mixed.example.com": ["93.184.215.14", "10.0.0.5"],
    "rebind.example.com": ["::ffff:127.0.0.1"],
    "empty.example.com": [],
  });
  test.each([
    ["calendar.example.com", undefined],
    ["mixed.example.com", "address_refused"],
    ["rebind.example.com", "address_refused"],
    ["empty.example.com", "address_refused"],
    ["missing.example.com", "address_not_found"],
  ])("%s: %s", async (host, cause) => {
    const check = checkFeedUrl(new URL(`https://${host}/owner.ics`), [], lookup);
    if (cause) await expect(check).rejects.toThrow(cause);
    else await expect(check).resolves.toBeUndefined();
  });
});

const ICS = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";

/** A fetch answering from a table of URLs, recording what was asked and how. */
function fakeWeb(pages: Record<string, () => Response>) {
  const asked: { url: string; redirect?: RequestRedirect }[] = [];
  const fetch = ((input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input.toString();
    asked.push({ url, redirect: init?.redirect });
    const page = pages[url];
    return Promise.resolve(page ? page() : new Response("not found", { status: 404 }));
  }) as typeof globalThis.fetch;
  return { fetch, asked: () => asked.map((request) => request.url), requests: asked };
}
const redirect =
  (location: string, status = 302) =>
  () =>
    new Response(null, { status, headers: { location } });
const calendar = () => new Response(ICS, { headers: { "content-type": "text/calendar" } });
const publicDns = dns({
  "calendar.example.com": ["93.184.215.14"],
  "cdn.example.net": ["151.101.1.1"],
  "intranet.example.com": ["10.0.0.7"],
});
const read = (address: string, web: ReturnType<typeof fakeWeb>, allowed = allowedFeedHosts({})) =>
  fetchFeedText(address, {
    fetch: web.fetch,
    allowed,
    lookup: publicDns,
    signal: AbortSignal.timeout(5_000),
    maxBytes: 1_000,
  });

describe("redirects: followed by hand, each hop checked", () => {
  test("a redirect to another public host is followed, never by fetch itself", async () => {
    const web = fakeWeb({
      "https://calendar.example.com/owner.ics": redirect("https://cdn.example.net/owner.ics", 301),
      "https://cdn.example.net/owner.ics": calendar,
    });
    expect(await read("https://calendar.example.com/owner.ics", web)).toBe(ICS);
    expect(web.asked()).toEqual(["https://calendar.example.com/owner.ics", "https://cdn.example.net/owner.ics"]);
    expect(web.requests.every((request) => request.redirect === "manual")).toBe(true);
  });

  test("a relative Location is read against the hop that gave it", async () => {
    const web = fakeWeb({
      "https://calendar.example.com/a/owner.ics": redirect("../b/owner.ics", 307),
      "https://calendar.example.com/b/owner.ics": calendar,
    });
    expect(await read("https://calendar.example.com/a/owner.ics", web)).toBe(ICS);
  });

  test.each([
    ["the metadata service", "http://169.254.169.254/latest/meta-data/"],
    ["loopback over https", "https://127.0.0.1:5242/owner.ics"],
    ["localhost", "https://localhost/owner.ics"],
    ["a name that resolves to a private address", "https://intranet.example.com/owner.ics"],
    ["plain http to a public host", "http://cdn.example.net/owner.ics"],
    ["a scheme that is not the web", "file:///etc/passwd"],
  ])("a redirect to %s is refused, and never requested", async (_, location) => {
    const web = fakeWeb({ "https://calendar.example.com/owner.ics": redirect(location) });
    await expect(read("https://calendar.example.com/owner.ics", web)).rejects.toThrow("address_refused");
    expect(web.asked()).toEqual(["https://calendar.example.com/owner.ics"]);
  });

  test("a redirect from the opted-in local calendar to another port of the machine is refused", async () => {
    const web = fakeWeb({ "http://127.0.0.1:5242/owner/": redirect("http://127.0.0.1:6379/") });
    const allowed = allowedFeedHosts({ CALENDAR_FEED_ALLOW_HOSTS: "127.0.0.1:5242" });
    await expect(read("http://127.0.0.1:5242/owner/", web, allowed)).rejects.toThrow("address_refused");
    expect(web.asked()).toEqual(["http://127.0.0.1:5242/owner/"]);
  });

  test(`${MAX_REDIRECTS} redirects are followed, one more is refused`, async () => {
    const chain = (hops: number) =>
      fakeWeb({
        ...Object.fromEntries(
          Array.from({ length: hops }, (_, hop) => [
            `https://calendar.example.com/${hop}`,
            redirect(`https://calendar.example.com/${hop + 1}`),
          ]),
        ),
        [`https://calendar.example.com/${hops}`]: calendar,
      });
    expect(await read("https://calendar.example.com/0", chain(MAX_REDIRECTS))).toBe(ICS);
    const tooLong = chain(MAX_REDIRECTS + 1);
    await expect(read("https://calendar.example.com/0", tooLong)).rejects.toThrow("too_many_redirects");
    expect(tooLong.asked()).toHaveLength(MAX_REDIRECTS + 1);
  });

  test("webcal:// (Apple's) is fetched as https, also in a redirect", async () => {
    const web = fakeWeb({
      "https://calendar.example.com/owner.ics": redirect("webcal://cdn.example.net/owner.ics"),
      "https://cdn.example.net/owner.ics": calendar,
    });
    expect(await read("webcal://calendar.example.com/owner.ics", web)).toBe(ICS);
    expect(web.asked()).toEqual(["https://calendar.example.com/owner.ics", "https://cdn.example.net/owner.ics"]);
  });

  test("an error status is the failure the owner is told, a redirect without a Location too", async () => {
    await expect(read("https://calendar.example.com/gone.ics", fakeWeb({}))).rejects.toThrow(
      "the calendar address answered 404",
    );
    const web = fakeWeb({ "https://calendar.example.com/owner.ics": () => new Response(null, { status: 302 }) });
    await expect(read("https://calendar.example.com/owner.ics", web)).rejects.toThrow(
      "the calendar address answered 302",
    );
  });

  test("an address that is not a URL is refused", async () => {
    await expect(read("calendar.example.com/owner.ics", fakeWeb({}))).rejects.toThrow("address_refused");
  });
});

describe("the body is read up to the limit, never whole first", () => {
  /** A body of `size` bytes, or endless, in 100-byte chunks; counts the chunks pulled and whether it was cancelled. */
  function body(size = Infinity) {
    let pulled = 0;
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const left = size - pulled * 100;
        if (left <= 0) return controller.close();
        pulled++;
        controller.enqueue(new Uint8Array(Math.min(100, left)).fill(0x41));
      },
      cancel() {
        cancelled = true;
      },
    });
    return { stream, pulled: () => pulled, cancelled: () => cancelled };
  }

  test("a body of exactly the limit is read", async () => {
    expect(await readBounded(new Response(body(1_000).stream), 1_000)).toHaveLength(1_000);
  });

  test("an endless body is cut just past the limit, and the rest is never read", async () => {
    const endless = body();
    await expect(readBounded(new Response(endless.stream), 1_000)).rejects.toThrow("too_large");
    // The 11th chunk passes 1,000 bytes; the stream may have pulled one ahead.
    expect(endless.pulled()).toBeLessThanOrEqual(12);
    expect(endless.cancelled()).toBe(true);
  });

  test("a declared length over the limit is refused before any of it is read", async () => {
    const big = body(5_000);
    const res = new Response(big.stream, { headers: { "content-length": "5000" } });
    await expect(readBounded(res, 1_000)).rejects.toThrow("too_large");
    expect(big.pulled()).toBeLessThanOrEqual(1);
  });

  test("UTF-8 split across chunks, and a byte-order mark, read as res.text() would", async () => {
    const bytes = new TextEncoder().encode("\uFEFFSUMMARY:Café in Zürich");
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    expect(await readBounded(new Response(stream), 1_000)).toBe("SUMMARY:Café in Zürich");
  });
});
