import { z } from 'zod';
import { FOLLOW_VALIDATION_LANGUAGE } from './schemas/locale.js';

// zod's own messages in French (the server's language) unless the web app switches to English
// (setValidationLanguage); our schemas word their own messages where it matters.
z.config(FOLLOW_VALIDATION_LANGUAGE);

export * from './constants.js';
export * from './roles.js';
export * from './phone.js';
export * from './password.js';
export * from './blocs.js';
export * from './search.js';
export * from './money.js';
export * from './amount-input.js';
export * from './messages.js';
export * from './errors.js';
export * from './format.js';
export * from './i18n.js';
export * from './errors-en.js';
export * from './validation-language.js';
export * from './validation-messages.js';
export * from './validation-en.js';
export * from './schemas/locale.js';
export * from './calendar.js';
export * from './permissions.js';
export * from './contract/routes.js';
export * from './contract/types.js';
export * from './contract/schemas.js';
export * from './policies.js';
export * from './schemas/common.js';
export * from './schemas/members.js';
export * from './schemas/auth.js';
export * from './association-address.js';
export * from './schemas/association.js';
export * from './schemas/ledger.js';
export * from './schemas/receipts.js';
export * from './schemas/approvals.js';
export * from './schemas/bureau.js';
export * from './schemas/stats.js';
export * from './schemas/creation.js';
export * from './schemas/report.js';
export * from './schemas/journal.js';
export * from './schemas/health.js';
