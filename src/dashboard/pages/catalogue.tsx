import type { JSX } from 'preact';
import { useMemo, useRef, useState } from 'preact/hooks';
import { api, fieldErrors } from '../api';
import { tenantPath, useMe } from '../session';
import type { Catalogue, CatalogueEntryJson, TestedJson } from '../types';
import { Field, Notice, useAction } from '../ui';

const sentenceCase = (s: string): string => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const CATEGORY_NAMES: Record<string, string> = { crm: 'CRM', pos: 'Point of sale (POS)', payments_billing: 'Payments and billing' };
const categoryName = (c: string): string => CATEGORY_NAMES[c] ?? sentenceCase(c.replace(/_/g, ' '));

/** The connector catalogue by category, with a search over names, categories and capabilities. */
export function CatalogueBrowser({ catalogue, onConnected }: { catalogue: Catalogue; onConnected: (text: string, ok: boolean) => Promise<void> }): JSX.Element {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const q = search.trim().toLowerCase();
  const groups = useMemo(() => {
    const matches = catalogue.connectors.filter(
      (e) =>
        !q ||
        e.name.toLowerCase().includes(q) ||
        e.key.includes(q) ||
        e.category.replace(/_/g, ' ').includes(q) ||
        e.capabilities.some((c) => c.replace(/_/g, ' ').includes(q)),
    );
    const by = new Map<string, CatalogueEntryJson[]>();
    for (const e of matches) by.set(e.category, [...(by.get(e.category) ?? []), e]);
    return [...by.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [catalogue, q]);
  const shown = groups.reduce((n, [, list]) => n + list.length, 0);

  return (
    <div class="catalogue">
      <div class="field search">
        <label for="catalogue-search">Search connectors</label>
        <input id="catalogue-search" type="search" value={search} onInput={(e) => setSearch(e.currentTarget.value)} aria-describedby="catalogue-count" />
        <p id="catalogue-count" class="hint" role="status">
          {q ? `${shown} of ${catalogue.count} connectors match` : `${catalogue.count} connectors in ${Object.keys(catalogue.categories).length} categories`}
        </p>
      </div>
      {groups.map(([category, entries]) => (
        <details key={category} class="category" open={Boolean(q) || entries.some((e) => e.key === open)}>
          <summary>
            <span>{categoryName(category)}</span> <span class="muted">({entries.length})</span>
          </summary>
          <ul class="entries">
            {entries.map((e) => (
              <li key={e.key} class="entry">
                <div class="entry-head">
                  <div>
                    <strong>{e.name}</strong>
                    <div class="muted small">{e.capabilities.map((c) => c.replace(/_/g, ' ')).join(', ')}</div>
                  </div>
                  <button
                    type="button"
                    class="entry-button"
                    aria-label={open === e.key ? `Close ${e.name}` : `Connect ${e.name}`}
                    aria-expanded={open === e.key}
                    aria-controls={`connect-${e.key}`}
                    onClick={() => setOpen(open === e.key ? null : e.key)}
                  >
                    {open === e.key ? 'Close' : 'Connect'}
                  </button>
                </div>
                {open === e.key && (
                  <ConnectForm
                    entry={e}
                    onDone={async (text, ok) => {
                      setOpen(null);
                      await onConnected(text, ok);
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
        </details>
      ))}
      {groups.length === 0 && <p class="muted">No connector matches “{search}”.</p>}
    </div>
  );
}

/** The settings a connector asks for, with the server's messages beside each field. */
function ConnectForm({ entry, onDone }: { entry: CatalogueEntryJson; onDone: (text: string, ok: boolean) => Promise<void> }): JSX.Element {
  const me = useMe();
  const oauth = entry.auth === 'oauth2';
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, run, crash] = useAction();
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const set = (name: string) => (v: string) => setValues((old) => ({ ...old, [name]: v }));
  const fields = [
    ...entry.config.map((c) => ({ ...c, secret: false })),
    ...(oauth ? [] : entry.secret_labels.map((s) => ({ name: s.name, label: s.label, example: '', secret: true }))),
  ];

  const showErrors = (body: unknown, fallback: string): void => {
    const byField = fieldErrors(body);
    setErrors(byField);
    const first = fields.find((f) => byField[f.name]);
    setMessage(first ? null : fallback);
    if (first) inputs.current.get(first.name)?.focus();
  };

  const pick = (secret: boolean): Record<string, string> =>
    Object.fromEntries(fields.filter((f) => f.secret === secret).map((f) => [f.name, values[f.name] ?? '']));

  const submit = (e: Event): Promise<void> => {
    e.preventDefault();
    return run(async () => {
      setMessage(null);
      if (oauth) {
        const query = new URLSearchParams(Object.entries(pick(false)).filter(([, v]) => v.trim() !== ''));
        const r = await api<{ authorize_url?: string }>('GET', tenantPath(me, `/connectors/oauth/${encodeURIComponent(entry.key)}/start?${query}`));
        if (r.ok && r.body?.authorize_url) {
          location.assign(r.body.authorize_url);
          return;
        }
        showErrors(r.body, r.message);
        return;
      }
      const r = await api<TestedJson>('POST', tenantPath(me, '/connectors'), { connector: entry.key, config: pick(false), secrets: pick(true) });
      if (r.status === 201 && r.body) {
        setErrors({});
        // A failed test says what to check first (the card below keeps the vendor's words).
        const advice = r.body.success ? null : (r.body.connection.problems ?? []).find((p) => p.advice)?.advice;
        await onDone(`${entry.name}: ${advice ? `connected, but its test failed. ${advice}.` : r.body.message}`, r.body.success);
        return;
      }
      showErrors(r.body, r.message);
    });
  };

  return (
    <form id={`connect-${entry.key}`} class="connect-form" onSubmit={(e) => void submit(e)} noValidate aria-label={`Connect ${entry.name}`}>
      <p class="setup">{entry.setup}</p>
      {entry.note && <p class="hint">{entry.note}</p>}
      <p class="small">
        <a href={entry.docs} target="_blank" rel="noopener noreferrer">
          {entry.name} documentation
        </a>
      </p>
      {fields.map((f) => (
        <Field
          key={f.name}
          name={f.name}
          label={sentenceCase(f.label)}
          type={f.secret ? 'password' : 'text'}
          autoComplete={f.secret ? 'new-password' : 'off'}
          value={values[f.name] ?? ''}
          onInput={set(f.name)}
          error={errors[f.name]}
          hint={f.example ? `e.g. ${f.example}` : f.secret ? 'Stored encrypted; never shown again.' : undefined}
          inputRef={(el) => {
            if (el) inputs.current.set(f.name, el);
            else inputs.current.delete(f.name);
          }}
        />
      ))}
      <button type="submit" class="primary" disabled={busy}>
        {busy ? (oauth ? 'Opening sign-in…' : 'Connecting and testing…') : oauth ? `Connect with ${entry.name}` : `Connect and test`}
      </button>
      {message && <Notice kind="error">{message}</Notice>}
      {crash && <Notice kind="error">{crash}</Notice>}
    </form>
  );
}
