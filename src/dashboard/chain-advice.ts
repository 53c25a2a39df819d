/**
 * What to check when a chain test step of Account Connect fails, in the owner's words (issue 24,
 * item 5), from the step's HTTP status and the detail the service recorded ("could not reach the
 * address (ENOTFOUND)", "no reply within 15000 ms", ...). The step's own message, cause and detail stay
 * below it. Null when the step's cause already says it.
 */
export interface StepFacts {
  result: 'passed' | 'failed' | 'skipped';
  status: number | null;
  detail: string | null;
}

function hostOf(baseUrl: string | null): string {
  try {
    return baseUrl ? new URL(baseUrl).host : 'your system';
  } catch {
    return 'your system';
  }
}

export function chainStepAdvice(step: StepFacts, baseUrl: string | null, headerName: string | null): string | null {
  if (step.result !== 'failed') return null;
  const host = hostOf(baseUrl);
  const detail = step.detail ?? '';
  const network = /could not reach the address \(([^)]+)\)/.exec(detail)?.[1];
  if (network === 'ENOTFOUND' || network === 'EAI_AGAIN') return `We couldn't find ${host}: check the base address`;
  if (network === 'ECONNREFUSED') return `${host} refused the connection: check the base address, and that your system is running`;
  if (network) return `We couldn't reach ${host}: check the base address`;
  if (/^no reply within/.test(detail)) return `${host} did not answer in time: check the base address, and that each endpoint answers within 15 seconds`;
  if (/private or internal|address refused/.test(detail)) return "That address can't be called: it must be your system's public https:// address";
  if (/too large/.test(detail)) return 'The reply was too large: return only the most recent rows (about 10 orders, 12 invoices)';
  if (step.status === 401 || step.status === 403)
    return `Your system refused the key: check the API key, and that it expects it in the ${headerName ?? 'X-API-Key'} header`;
  if (step.status === 404) return `${host} has no such endpoint: check the base address (the five endpoints live right under it, e.g. /verify-identity)`;
  if (step.status !== null && step.status >= 500) return `Your system failed with HTTP ${step.status}: look in its logs for this request`;
  return null;
}
