import type { PartnerStepResult } from '../../queues/partner.js';
import { VENDOR_ERRORS } from '../messages.js';

/** How a failed Account Connect call is recorded on the settings (wording of the spec's vendor errors). */
export function failureText(result: Exclude<PartnerStepResult, { kind: 'ok' }>): string {
  switch (result.kind) {
    case 'unauthorized':
      return VENDOR_ERRORS.refused(401);
    case 'negative':
      return `success false: ${result.message.slice(0, 200)}`;
    case 'failed':
      if (result.reason === 'timeout') return VENDOR_ERRORS.timeout;
      if (result.reason === 'http_status' && result.status !== null) return VENDOR_ERRORS.vendorError(result.status, result.detail.replace(/^HTTP \d+: /, ''));
      return result.detail;
  }
}
