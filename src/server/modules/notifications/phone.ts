/** A US phone number as SMS gateways take it (+1 and ten digits), or null when it is not one. */
export function smsNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? `+1${digits}` : null;
}
