/**
 * The demo's and the bench's phone numbers. They look like real Cameroonian numbers (the README's
 * logins are typed like any member's), so a gateway that reaches real phones must never get them
 * (lib/sms/index.ts): the officers' logins are +2376900000NN, the generated members +2376771NNNNN.
 */
const OFFICERS = /^\+2376900000\d\d$/;
const MEMBERS = /^\+2376771\d{5}$/;

/** The n-th generated member of the demo (n < 100,000; the bench's 5,000 included). */
export function demoMemberPhone(n: number): string {
  return `+237677${String(100000 + n).padStart(6, '0')}`;
}

export function isDemoPhone(telephone: string): boolean {
  return OFFICERS.test(telephone) || MEMBERS.test(telephone);
}
