import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';
import { validationMessages } from './validation-messages.js';

/**
 * Passwords refused because attackers try them first (rulings R5). Compared lowercased.
 * Short on purpose: it ships in the web bundle too.
 */
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '0123456789',
  '87654321',
  '11111111',
  '00000000',
  '12341234',
  '11223344',
  '123123123',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'motdepasse',
  'motdepasse1',
  'motdepasse123',
  'azertyui',
  'azertyuiop',
  'azerty123',
  'qwertyui',
  'qwertyuiop',
  'qwerty123',
  'abcdefgh',
  'abcd1234',
  'iloveyou',
  'jetaime1',
  'bonjour1',
  'bonjour123',
  'soleil123',
  'cameroun',
  'cameroun1',
  'cameroun237',
  'douala237',
  'yaounde1',
  'admin123',
  'administrateur',
  'welcome1',
  'bienvenue',
  'bienvenue1',
  'changeme',
  'football',
  'letmein1',
  'sunshine',
  'princess',
  'superman',
  'trustno1',
  'association',
  'quartier',
  'quartier1',
  'cotisation',
  '237237237',
  '690000000',
]);

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON_PASSWORDS.has(lower) || /^(.)\1+$/.test(lower);
}

/** What is wrong with a new password, in the language of validation-language.ts (the server's: French); null when nothing. */
export function passwordProblem(password: string): string | null {
  const say = validationMessages();
  if (password.length < PASSWORD_MIN_LENGTH) return say.passwordTooShort(PASSWORD_MIN_LENGTH);
  if (password.length > PASSWORD_MAX_LENGTH) return say.passwordTooLong(PASSWORD_MAX_LENGTH);
  if (isCommonPassword(password)) return say.passwordCommon;
  return null;
}
