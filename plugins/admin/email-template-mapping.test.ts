import { describe, expect, it } from 'vitest';
import { emailTemplateUpdateToWire, toEmailTemplate } from './email-template-mapping.js';

describe('e-mail template mapping', () => {
  it('wire → entity and update → wire', () => {
    const content = { root: { type: 'EmailLayout', data: { childrenIds: [] } } };
    expect(toEmailTemplate({ type: 'magic_link', subject: 'Sign in', content, is_default: true })).toEqual({ type: 'magic_link', subject: 'Sign in', content, isDefault: true });
    expect(emailTemplateUpdateToWire({ subject: 'Hi' })).toEqual({ subject: 'Hi' });
  });
});
