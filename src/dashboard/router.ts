import { useEffect, useState } from 'preact/hooks';

/**
 * A small history-based router for the dashboard's handful of pages. Links are ordinary <a href>s
 * (they work with the keyboard, in a new tab and without this script); a plain left click is caught
 * and becomes a pushState.
 */

const listeners = new Set<() => void>();

export function navigate(to: string, opts: { replace?: boolean } = {}): void {
  if (opts.replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  for (const l of listeners) l();
}

export interface Place {
  path: string;
  query: URLSearchParams;
}

function place(): Place {
  return { path: location.pathname.replace(/\/+$/, '') || '/', query: new URLSearchParams(location.search) };
}

export function usePlace(): Place {
  const [p, setP] = useState(place);
  useEffect(() => {
    const update = (): void => setP(place());
    listeners.add(update);
    addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      removeEventListener('popstate', update);
    };
  }, []);
  return p;
}

/** Catches plain clicks on same-origin /dashboard links anywhere in the page. */
export function interceptLinks(root: HTMLElement): () => void {
  const onClick = (e: MouseEvent): void => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element | null)?.closest('a');
    if (!a || a.target || a.hasAttribute('download')) return;
    const url = new URL(a.href, location.href);
    if (url.origin !== location.origin || !url.pathname.startsWith('/dashboard') || url.pathname.startsWith('/dashboard/sign-in')) return;
    // A link to a part of this page (#id) is left to the browser, which scrolls to it.
    if (url.hash && url.pathname === location.pathname && url.search === location.search) return;
    e.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
