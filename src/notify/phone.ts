/**
 * A mobile number as SMS providers take it (E.164 where the form is recognisable): UK 07... becomes
 * +447..., 00 becomes +, spaces, dots, dashes and brackets go. Other forms are sent as digits.
 */
export function toE164(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (digits.length === 11 && digits.startsWith('07')) return `+44${digits.slice(1)}`;
  return digits;
}

/** "•••123": how logs show a number (never in full). */
export function maskedNumber(phone: string): string {
  return `•••${phone.replace(/\D/g, '').slice(-3)}`;
}
