/**
 * A stand-in for Google's script loader, https://apis.google.com/js/api.js, for the
 * end-to-end tests (the machine is offline).
 *
 * Firebase Auth loads that script even against the Auth emulator, and so does the
 * emulator's helper iframe page (http://localhost:9099/emulator/auth/iframe). Both only
 * use `gapi.load("gapi.iframes")` and the postMessage plumbing of `gapi.iframes`:
 *
 * - the page (Firebase Auth, `_openIframe` and `initAndGetManager`):
 *   `gapi.iframes.getContext().open({ where, url, attributes, dontclear }, onOpen)`,
 *   then on the returned iframe `restyle`, `ping`, `register("authEvent", handler)` and
 *   `send("webStorageSupport", ...)`, always with `CROSS_ORIGIN_IFRAMES_FILTER`;
 * - the emulator's iframe page: `gapi.iframes.getContext().getParentIframe()`, then
 *   `register("webStorageSupport", handler)` and `send("authEvent", event, callback)`,
 *   expecting the callback to get the parent's handler results (`[{ status: "ACK" }]`).
 *
 * The account chooser popup hands the signed-in event straight to the iframe with its
 * own `postMessage` (no gapi involved), so the stand-in only carries messages between
 * the page and its iframe; it never invents an auth event or a user.
 *
 * Semantics kept from the documented gapi.iframes API (Closure externs shipped with the
 * old Firebase SDK): `send` resolves to the array of the receiving handlers' results; a
 * message arriving before any handler is registered for it is queued and answered once
 * one is (the emulator iframe announces its first event before the SDK has registered
 * "authEvent"); `ping` echoes its data once the other side has loaded `gapi.iframes`;
 * the default filter is same-origin; `open` resolves to the iframe after the `onOpen`
 * callback's promise settles. Our wire format is our own: a hello handshake, then
 * `call`/`reply` messages under one key, checked against the frame, origin and an
 * `rpctoken` passed in the child's URL fragment (as gapi does).
 *
 * The function runs in the browser and must not reference anything outside itself:
 * it is shipped as source (`GAPI_STUB_SOURCE`).
 */
function gapiStandIn(): void {
  type Filter = (iframe: Channel) => boolean;
  type Handler = (this: Channel, data: unknown, from: Channel) => unknown;
  type SendCallback = (results: unknown[]) => void;
  type Wire =
    | { kind: "hello"; token: string }
    | { kind: "call"; token: string; seq: number; type: string; data: unknown }
    | { kind: "reply"; token: string; seq: number; results: unknown[] };
  type Call = Extract<Wire, { kind: "call" }>;
  interface LoadOptions {
    callback?: () => void;
    onerror?: () => void;
    ontimeout?: () => void;
    timeout?: number;
  }
  interface OpenOptions {
    url: string;
    where?: Element;
    attributes?: Record<string, unknown>;
    dontclear?: boolean;
    messageHandlers?: Record<string, Handler>;
    messageHandlersFilter?: Filter;
  }

  const win = window as unknown as Record<string, unknown> & Window;
  // The SDK and a page may both add the script; the first copy wins, like the real loader.
  if ((win.gapi as { load?: unknown } | undefined)?.load) return;

  const WIRE_KEY = "__gapiStandIn";
  const PING = "_g_ping";
  const ownScript = document.currentScript as HTMLScriptElement | null;

  const CROSS_ORIGIN_IFRAMES_FILTER: Filter = () => true;
  const SAME_ORIGIN_IFRAMES_FILTER: Filter = (iframe) => iframe.getOrigin() === location.origin;

  let lastSeq = 0;
  let lastFrameId = 0;
  const channels: Channel[] = [];

  /** One connected frame: a child iframe opened here, or this frame's parent. */
  class Channel {
    private readonly handlers = new Map<string, { fn: Handler; filter: Filter }[]>();
    private readonly waitingCalls: Call[] = [];
    private readonly pendingReplies = new Map<number, (results: unknown[]) => void>();
    private readonly outbox: Wire[] = [];
    private connected = false;

    constructor(
      readonly target: () => Window | null,
      private readonly origin: string,
      private readonly id: string,
      readonly token: string,
      private readonly element: HTMLIFrameElement | null,
      private readonly context: Context,
    ) {}

    getOrigin(): string {
      return this.origin;
    }
    getId(): string {
      return this.id;
    }
    getFrameName(): string {
      return this.id;
    }
    getIframeEl(): HTMLIFrameElement | null {
      return this.element;
    }
    getContext(): Context {
      return this.context;
    }
    getWindow(): Window | null {
      return this.origin === location.origin ? this.target() : null;
    }
    isDisposed(): boolean {
      return this.element !== null && !this.element.isConnected;
    }

    register(type: string, fn: Handler, filter: Filter = SAME_ORIGIN_IFRAMES_FILTER): void {
      this.handlers.set(type, [...(this.handlers.get(type) ?? []), { fn, filter }]);
      for (const call of this.waitingCalls.filter((waiting) => waiting.type === type)) {
        if (this.accepting(type).length === 0) break;
        this.waitingCalls.splice(this.waitingCalls.indexOf(call), 1);
        this.answer(call);
      }
    }

    unregister(type: string, fn?: Handler): void {
      if (!fn) this.handlers.delete(type);
      else
        this.handlers.set(
          type,
          (this.handlers.get(type) ?? []).filter((handler) => handler.fn !== fn),
        );
    }

    send(
      type: string,
      data?: unknown,
      callback?: SendCallback,
      filter: Filter = SAME_ORIGIN_IFRAMES_FILTER,
    ): Promise<unknown[]> {
      if (!filter(this)) return Promise.resolve([]);
      return new Promise((resolve) => {
        const seq = ++lastSeq;
        this.pendingReplies.set(seq, (results) => {
          resolve(results);
          // A throwing callback must not break the message loop. Firebase Auth's
          // webStorageSupport callback always throws after it has used the answer
          // (`_isIframeWebStorageSupported` calls `_fail` unconditionally), so this is a warning.
          try {
            callback?.(results);
          } catch (error) {
            console.warn("gapi stand-in: a send callback threw", error);
          }
        });
        this.post({ kind: "call", token: this.token, seq, type, data });
      });
    }

    ping(callback?: SendCallback, data?: unknown): Promise<unknown[]> {
      return this.send(PING, data, callback, CROSS_ORIGIN_IFRAMES_FILTER);
    }

    /** The opener owns the element, so restyling a child is local; gapi-only flags (setHideOnLeave) have no element style. */
    restyle(style: Record<string, unknown>, callback?: SendCallback): Promise<unknown[]> {
      if (this.element) {
        for (const [property, value] of Object.entries(style)) {
          if (typeof value === "string" || typeof value === "number")
            this.element.style.setProperty(property, String(value));
        }
      }
      const results = [true];
      callback?.(results);
      return Promise.resolve(results);
    }

    /** Messages wait until the other side has loaded gapi.iframes and said hello; before that nobody listens. */
    post(message: Wire): void {
      if (!this.connected && message.kind !== "hello") {
        this.outbox.push(message);
        return;
      }
      this.target()?.postMessage({ [WIRE_KEY]: message }, this.origin);
    }

    receive(message: Wire): void {
      if (message.kind === "hello") {
        if (this.connected) return;
        this.connected = true;
        // The child speaks first; the opener answers so the child may flush its own outbox.
        if (this.element) this.post({ kind: "hello", token: this.token });
        for (const queued of this.outbox.splice(0)) this.post(queued);
      } else if (message.kind === "call") {
        if (this.accepting(message.type).length === 0) this.waitingCalls.push(message);
        else this.answer(message);
      } else {
        const resolve = this.pendingReplies.get(message.seq);
        this.pendingReplies.delete(message.seq);
        resolve?.(Array.isArray(message.results) ? message.results : []);
      }
    }

    private accepting(type: string) {
      return (this.handlers.get(type) ?? []).filter((handler) => handler.filter(this));
    }

    private answer(call: Call): void {
      const results = this.accepting(call.type).map((handler) => {
        try {
          return Promise.resolve(handler.fn.call(this, call.data, this));
        } catch (error) {
          console.error(`gapi stand-in: handler for "${call.type}" threw`, error);
          return Promise.resolve(undefined);
        }
      });
      void Promise.all(results).then((values) =>
        this.post({ kind: "reply", token: this.token, seq: call.seq, results: values }),
      );
    }
  }

  class Context {
    private parent: Channel | null = null;

    open(options: OpenOptions, onOpen?: (iframe: Channel) => unknown): Promise<Channel> {
      const where = options.where ?? document.body;
      if (!options.dontclear) where.replaceChildren();
      const id = `I${++lastFrameId}_${Date.now()}`;
      const token = String(Math.floor(Math.random() * 1e15));
      const url = new URL(options.url, location.href);
      // Like gapi, the child learns who its parent is from the URL fragment (the query is the page's own).
      const fragment = new URLSearchParams({ id, parent: location.origin, rpctoken: token }).toString();
      url.hash = url.hash ? `${url.hash.slice(1)}&${fragment}` : fragment;

      const element = document.createElement("iframe");
      element.name = id;
      element.id = id;
      for (const [name, value] of Object.entries(options.attributes ?? {})) {
        if (name === "style" && typeof value === "object" && value !== null) Object.assign(element.style, value);
        else element.setAttribute(name, String(value));
      }
      element.src = url.href;

      const channel = new Channel(() => element.contentWindow, url.origin, id, token, element, this);
      channels.push(channel);
      for (const [type, handler] of Object.entries(options.messageHandlers ?? {}))
        channel.register(type, handler, options.messageHandlersFilter);
      where.appendChild(element);
      return Promise.resolve(onOpen ? onOpen(channel) : undefined).then(() => channel);
    }

    getParentIframe(): Channel | null {
      return this.parent;
    }

    getWindow(): Window {
      return window;
    }

    /** A frame opened by another gapi frame connects to it as soon as its own gapi.iframes loads. */
    connectToParent(): void {
      const params = new URLSearchParams(location.hash.slice(1));
      const id = params.get("id");
      const parentOrigin = params.get("parent");
      const token = params.get("rpctoken");
      if (!id || !parentOrigin || !token || window.parent === window) return;
      this.parent = new Channel(() => window.parent, parentOrigin, id, token, null, this);
      this.parent.register(PING, (data) => data, CROSS_ORIGIN_IFRAMES_FILTER);
      channels.push(this.parent);
      this.parent.post({ kind: "hello", token });
    }
  }

  let iframesModule: Record<string, unknown> | null = null;
  function loadIframesModule(): Record<string, unknown> {
    if (iframesModule) return iframesModule;
    const context = new Context();
    window.addEventListener("message", (event: MessageEvent) => {
      const message = (event.data as Record<string, unknown> | null)?.[WIRE_KEY] as Wire | undefined;
      if (!message || typeof message !== "object") return;
      const channel = channels.find(
        (candidate) =>
          candidate.target() === event.source &&
          candidate.getOrigin() === event.origin &&
          candidate.token === message.token,
      );
      channel?.receive(message);
    });
    iframesModule = {
      getContext: () => context,
      Context,
      Iframe: Channel,
      CROSS_ORIGIN_IFRAMES_FILTER,
      SAME_ORIGIN_IFRAMES_FILTER,
    };
    (win.gapi as Record<string, unknown>).iframes = iframesModule;
    context.connectToParent();
    return iframesModule;
  }

  const modules: Record<string, () => unknown> = { "gapi.iframes": loadIframesModule };

  function load(features: string, options?: LoadOptions | (() => void)): void {
    const { callback, onerror, ontimeout } =
      typeof options === "function" ? { callback: options, onerror: undefined, ontimeout: undefined } : (options ?? {});
    const names = features.split(":");
    // Modules "arrive" asynchronously, as they would from the network.
    setTimeout(() => {
      const missing = names.filter((name) => !modules[name]);
      if (missing.length > 0) {
        console.error(`gapi stand-in: no module ${missing.join(", ")}`);
        (onerror ?? ontimeout)?.();
        return;
      }
      for (const name of names) modules[name]();
      callback?.();
    }, 0);
  }

  win.gapi = { load };

  // The loader's two ways to say it is ready: ?onload=callbackName on its URL, else window.gapi_onload.
  const onloadName = ownScript?.src ? new URL(ownScript.src).searchParams.get("onload") : null;
  const onload = (onloadName ? win[onloadName] : undefined) ?? win.gapi_onload;
  if (typeof onload === "function") (onload as () => void)();
}

/** What the route serves for https://apis.google.com/js/api.js. */
export const GAPI_STUB_SOURCE = `(${gapiStandIn.toString()})();\n`;
