/** "/index", "/services.html" and "/about/" as built or served, to the one public path ("/", "/services", "/about"). */
export function canonicalPath(pathname: string): string {
  const path = pathname
    .replace(/\.html$/, "")
    .replace(/\/index$/, "/")
    .replace(/(.)\/$/, "$1");
  return path === "" ? "/" : path;
}
