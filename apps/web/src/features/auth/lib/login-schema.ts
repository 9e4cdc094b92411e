/**
 * Loaded on demand by the login screen: the shared login schema brings zod and the phone
 * metadata (~55 KB gzipped), which would break the login route's 150 KB budget if loaded
 * up front. The screen starts loading it as soon as the user focuses a field.
 */
import '@/lib/zod-form';

export { loginRequestSchema } from '@quartier/shared';
