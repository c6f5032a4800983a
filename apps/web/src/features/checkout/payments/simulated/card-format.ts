/** "4242424242424242" → "4242 4242 4242 4242", as the number is typed. */
export const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1234" → "12 / 34": the expiry as the form asks for it. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** The CVC's digits only. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');
