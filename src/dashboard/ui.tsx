import type { ComponentChildren, JSX } from 'preact';
import { useCallback, useEffect, useId, useRef, useState } from 'preact/hooks';
import { SignedOut, type ApiResult } from './api';

/** Small accessible building blocks shared by the pages. */

export type NoticeKind = 'ok' | 'error' | 'info' | 'warn';

/** A message in a live region: errors interrupt (alert), the rest are announced politely. */
export function Notice({ kind, children, onDismiss }: { kind: NoticeKind; children: ComponentChildren; onDismiss?: () => void }): JSX.Element {
  return (
    <div class={`notice notice-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <div class="notice-text">{children}</div>
      {onDismiss && (
        <button type="button" class="link-button" onClick={onDismiss} aria-label="Dismiss this message">
          Dismiss
        </button>
      )}
    </div>
  );
}

/** A labelled input with its hint and the server's error beside it (never clears what was typed). */
export function Field(props: {
  label: string;
  value: string;
  onInput: (v: string) => void;
  error?: string | undefined;
  hint?: ComponentChildren;
  type?: 'text' | 'email' | 'url' | 'password' | 'search';
  name?: string;
  placeholder?: string;
  autoComplete?: string;
  required?: boolean;
  inputRef?: (el: HTMLInputElement | null) => void;
}): JSX.Element {
  const id = useId();
  const [shown, setShown] = useState(false);
  const secret = props.type === 'password';
  const hintId = `${id}-hint`;
  const errId = `${id}-err`;
  const describedBy = [props.hint ? hintId : null, props.error ? errId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div class={`field${props.error ? ' field-invalid' : ''}`}>
      <label for={id}>{props.label}</label>
      <input
        id={id}
        ref={props.inputRef}
        name={props.name}
        // Preact's input typings tie `type` to per-type props; any of these takes a text value. tsc needs the
        // assertion (it checks the whole props object against each per-type member), while the rule looks only
        // at the attribute's own contextual type, the union of every input type, and finds it unnecessary.
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
        type={(secret && shown ? 'text' : (props.type ?? 'text')) as 'text'}
        value={props.value}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete ?? 'off'}
        spellcheck={false}
        required={props.required}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={describedBy}
        onInput={(e) => props.onInput(e.currentTarget.value)}
      />
      {secret && (
        <button type="button" class="link-button reveal" aria-pressed={shown} aria-controls={id} onClick={() => setShown(!shown)}>
          {shown ? 'Hide what I typed' : 'Show what I typed'}
        </button>
      )}
      {props.hint && (
        <p class="hint" id={hintId}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p class="field-error" id={errId}>
          {props.error}
        </p>
      )}
    </div>
  );
}

/** A key or secret the server shows only once: selectable, with a copy button and a warning. */
export function ShownOnce({ label, value, children }: { label: string; value: string; children?: ComponentChildren }): JSX.Element {
  const id = useId();
  const [copied, setCopied] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('Copied.');
    } catch {
      input.current?.select();
      setCopied('Selected: press Ctrl+C (or ⌘C) to copy.');
    }
  };
  return (
    <div class="shown-once">
      <label for={id}>{label}</label>
      <div class="copy-row">
        <input id={id} ref={input} class="mono" readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <p class="warn-text">{children ?? 'It is shown only this once: copy it now and keep it somewhere safe.'}</p>
      <p class="hint" role="status">
        {copied}
      </p>
    </div>
  );
}

/** An inline confirmation; focus moves to it and back when it closes. */
export function Confirm(props: {
  question: ComponentChildren;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}): JSX.Element {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div class="confirm" role="alertdialog" aria-labelledby={id} onKeyDown={(e) => e.key === 'Escape' && props.onCancel()}>
      <p id={id}>{props.question}</p>
      <div class="actions">
        <button type="button" class="danger" onClick={props.onConfirm} disabled={props.busy}>
          {props.confirmLabel}
        </button>
        <button type="button" ref={cancel} onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}

export interface Loaded<T> {
  data: T | undefined;
  error: string | null;
  loading: boolean;
  reload: () => Promise<void>;
}

/**
 * Loads with `fn` now and on reload(); a failed answer becomes `error`, a 401 leaves for sign-in. Only
 * the latest load's answer is kept: one that comes back after a newer load started (a filter changed
 * while the first answer was on its way) is dropped.
 */
export function useLoad<T>(fn: () => Promise<ApiResult<T>>, deps: unknown[] = []): Loaded<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);
  const reload = useCallback(async () => {
    const mine = ++latest.current;
    setLoading(true);
    try {
      const r = await fn();
      if (mine !== latest.current) return;
      if (r.ok) {
        setData(r.body);
        setError(null);
      } else setError(r.message);
    } catch (e) {
      if (mine === latest.current && !(e instanceof SignedOut)) setError('Something went wrong while loading this page. Please reload.');
    } finally {
      if (mine === latest.current) setLoading(false);
    }
  }, deps);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, error, loading, reload };
}

/** Runs an action once at a time; a 401 has already left for sign-in, other throws become a message. */
export function useAction(): [boolean, (fn: () => Promise<void>) => Promise<void>, string | null] {
  const [busy, setBusy] = useState(false);
  const [crash, setCrash] = useState<string | null>(null);
  const run = useCallback(async (fn: () => Promise<void>) => {
    setBusy(true);
    setCrash(null);
    try {
      await fn();
    } catch (e) {
      if (!(e instanceof SignedOut)) setCrash('Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }, []);
  return [busy, run, crash];
}

export function when(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function Time({ iso }: { iso: string | null | undefined }): JSX.Element {
  return iso ? <time dateTime={iso}>{when(iso)}</time> : <span>—</span>;
}

export function Loading({ what }: { what: string }): JSX.Element {
  return (
    <p class="muted" role="status">
      Loading {what}…
    </p>
  );
}

let firstHeading = true;

/**
 * A page's <h1>. After in-app navigation it takes focus (not on the first page load), so keyboard and
 * screen-reader users start at the new page's top and hear its name.
 */
export function PageHeading({ id, children }: { id?: string; children: ComponentChildren }): JSX.Element {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (firstHeading) {
      firstHeading = false;
      return;
    }
    ref.current?.focus();
  }, []);
  return (
    <h1 id={id} ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}
