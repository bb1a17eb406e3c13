import { APP_SETTINGS_STORAGE_KEY } from "../i18n/languages";

/**
 * /login's first paint (issue 23, /login LCP; apps/web/src/lib/firstPaint.ts): page-login.html
 * carries the sign-in card, rendered at build time, in `#first-paint`. It is hidden unless this
 * script, run in the page's head before anything is painted, finds that the screen will look
 * like the prerendered card: no App Settings stored in this browser (so the default theme,
 * light, and no chosen language) and an English browser language (core's resolveLanguage then
 * answers "en"). It then sets on <html> what the app would (Mantine's colour scheme, the
 * density and animation flags) and records a press on the card made before the app is there,
 * which the login page replays. The server allows this one inline script by its hash
 * (Content-Security-Policy), so the text here and the page's must stay the same.
 */
export const FIRST_PAINT_SCRIPT =
  "(function(){try{var d=document.documentElement;" +
  `if(localStorage.getItem(${JSON.stringify(APP_SETTINGS_STORAGE_KEY)})!==null)return;` +
  'var l=(navigator.languages&&navigator.languages[0])||navigator.language||"";if(!/^en(-|$)/i.test(l))return;' +
  'd.classList.add("first-paint");d.setAttribute("data-mantine-color-scheme","light");' +
  'd.setAttribute("data-density","comfortable");d.setAttribute("data-animations","on");' +
  "var on=function(type){document.addEventListener(type,function(e){var t=e.target;if(!(t instanceof Element))return;" +
  'var c=t.closest("#first-paint");if(!c)return;if(type==="submit"){e.preventDefault();c.setAttribute("data-action","submit")}' +
  'else if(t.closest(\'[data-first-paint="forgot-password"]\'))c.setAttribute("data-action","forgot")},true)};' +
  'on("submit");on("click")}catch(e){}})()';

/** Shows the card only when the script said so, and hides the app's root (empty or loading) while it is there. */
export const FIRST_PAINT_STYLE =
  "#first-paint{display:none}.first-paint #first-paint{display:block}.first-paint #first-paint~#root{display:none}";

/** Below this width the app draws its phone layout (spec 01 §9: 768px, Mantine's `sm`). */
export const MOBILE_LAYOUT_QUERY = "(max-width: 47.99em)";

/**
 * The first paint of a signed-in first screen (issue 23, /assets first rows): the server
 * renders the app's screen into the page's `#first-paint` (apps/server/src/http/first-screen.ts).
 * This script, in the page's head, shows it under the same conditions as /login's card (no
 * stored App Settings, an English browser) and only at a desktop width: the server draws the
 * desktop layout (the phone's drawer depends on the width, which only the browser knows).
 * The first paint is inert (it shows; pressing or typing waits for the app). Allowed by its
 * hash, like FIRST_PAINT_SCRIPT.
 */
export const FIRST_SCREEN_SCRIPT =
  "(function(){try{var d=document.documentElement;" +
  `if(localStorage.getItem(${JSON.stringify(APP_SETTINGS_STORAGE_KEY)})!==null)return;` +
  'var l=(navigator.languages&&navigator.languages[0])||navigator.language||"";if(!/^en(-|$)/i.test(l))return;' +
  `if(window.matchMedia&&matchMedia(${JSON.stringify(MOBILE_LAYOUT_QUERY)}).matches)return;` +
  'd.classList.add("first-paint");d.setAttribute("data-mantine-color-scheme","light");' +
  'd.setAttribute("data-density","comfortable");d.setAttribute("data-animations","on")}catch(e){}})()';
