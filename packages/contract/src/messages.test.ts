import { describe, expect, it } from 'vitest';
import { failureMessage } from './messages';

describe('failureMessage', () => {
  it('shows the server message when the error carries one', () => {
    expect(failureMessage({ serverMessage: 'Email already in use' }, 'Create failed')).toBe('Email already in use');
  });
  it('falls back to the given text otherwise', () => {
    expect(failureMessage(new Error('Request failed with status 500'), 'Create failed')).toBe('Create failed');
    expect(failureMessage({ serverMessage: '  ' }, 'Update failed')).toBe('Update failed');
    expect(failureMessage(undefined, 'Login failed.')).toBe('Login failed.');
  });
});
