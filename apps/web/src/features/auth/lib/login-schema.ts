/**
 * Loaded on demand by the screens before login (login, forgotten password, account confirmation,
 * creation's code step): the shared schemas bring zod and the phone metadata (~55 KB gzipped),
 * which would break the login route's 150 KB budget and weigh on the first view of each (issue
 * 24) if loaded up front. Each screen starts loading it as soon as the user focuses a field.
 */
import '@/lib/zod-form';

export {
  associationCreationConfirmSchema,
  confirmAccountRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
} from '@quartier/shared';
