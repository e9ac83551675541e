/**
 * A private link's token (/visit#token, /review#token, /proposal#token): it rides in the
 * fragment, which the browser itself never sends to a server. "" when there is none.
 */
export const fragmentToken = (): string => decodeURIComponent(window.location.hash.replace(/^#/, ""));
