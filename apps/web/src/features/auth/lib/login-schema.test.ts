import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loginRequestSchema } from './login-schema';

describe('login schema (loaded on demand by the login screen)', () => {
  it('accepts a Cameroonian number and a password, not remembered by default', () => {
    const parsed = loginRequestSchema.safeParse({ telephone: '699001122', password: 'motdepasse' });
    assert.equal(parsed.success, true);
    assert.equal(parsed.data?.rememberMe, false);
  });

  it('refuses a missing phone with a message in French', () => {
    const parsed = loginRequestSchema.safeParse({ telephone: '', password: 'motdepasse' });
    assert.equal(parsed.success, false);
    const message = parsed.error?.issues.find((issue) => issue.path[0] === 'telephone')?.message ?? '';
    assert.match(message, /téléphone/i);
  });

  it('refuses unknown fields', () => {
    const parsed = loginRequestSchema.safeParse({ telephone: '699001122', password: 'motdepasse', role: 'president' });
    assert.equal(parsed.success, false);
  });
});
