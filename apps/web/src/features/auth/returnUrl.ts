/**
 * Where to go after signing in. Only a path of this site is followed ("/assets?x=1");
 * "//evil.example" and "https://…" would leave the site, so they fall back to "/".
 */
export function safeReturnUrl(returnUrl: string | undefined): string {
  if (!returnUrl) return "/";
  if (!returnUrl.startsWith("/") || returnUrl.startsWith("//") || returnUrl.startsWith("/\\")) return "/";
  // Coming back to the sign-in page itself would loop.
  if (returnUrl === "/login" || returnUrl.startsWith("/login?") || returnUrl.startsWith("/login/")) return "/";
  return returnUrl;
}
