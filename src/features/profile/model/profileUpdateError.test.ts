import { profileUpdateErrorText } from './profileUpdateError';

describe('profileUpdateErrorText', () => {
  it("is the server's message when the answer has one", () => {
    expect(
      profileUpdateErrorText({ status: 409, data: { message: 'This email is already in use.' } }),
    ).toBe('This email is already in use.');
  });

  it("is 'An error occurred.' for an answer without a message", () => {
    expect(profileUpdateErrorText({ status: 500, data: {} })).toBe('An error occurred.');
  });

  it("is 'An unexpected error occurred.' when no answer came (network failure, timeout)", () => {
    expect(
      profileUpdateErrorText({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }),
    ).toBe('An unexpected error occurred.');
    expect(profileUpdateErrorText(new Error('boom'))).toBe('An unexpected error occurred.');
  });
});
