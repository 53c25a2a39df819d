/** Text made safe inside HTML (element content and quoted attributes). */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * One small server-rendered page of the service (a sign-in link that does not work, a receipt's
 * "This wasn't me"): a heading, a paragraph and, below, `action` (HTML already escaped: a link or a
 * form). No script; the pages are sent with PAGE_HEADERS (dashboard-static.ts).
 */
export function publicPage(title: string, text: string, action = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1b1b1b}
a,button{display:inline-block;margin-top:1rem;padding:.6rem 1rem;background:#1f4fd1;color:#fff;border:0;border-radius:.4rem;text-decoration:none;font:inherit;cursor:pointer}
a:focus,button:focus{outline:3px solid #f5b400;outline-offset:2px}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>
${action}</main></body></html>`;
}
