import {
  AUTH_USER_KEY,
  LOCAL_STORAGE_MODE,
  LOCAL_USER,
  TOKEN_KEY,
  guardAllows,
  readUser,
  signOut,
} from '@/lib/localUser';

describe('guardAllows (spec: /login only when neither a user nor local-storage mode)', () => {
  it.each([
    [LOCAL_USER, true, true],
    [LOCAL_USER, false, true],
    [null, true, true],
    [null, false, false],
  ])('user %j, local-storage mode %s: %s', (user, mode, allowed) => {
    expect(guardAllows(user, mode)).toBe(allowed);
  });

  it('local-storage mode is on in this app', () => {
    expect(LOCAL_STORAGE_MODE).toBe(true);
  });
});

describe('readUser', () => {
  it.each([
    ['nothing', null],
    ['not JSON', '{oops'],
    ['a string', '"local"'],
    ['null', 'null'],
    ['no id', '{"isLocalStorage":true}'],
    ['a wrong flag', '{"id":"local","isLocalStorage":"yes"}'],
  ])('reads %s as no user', (_what, raw) => {
    if (raw !== null) window.localStorage.setItem(AUTH_USER_KEY, raw);
    expect(readUser(window.localStorage)).toBeNull();
  });

  it('reads a stored user', () => {
    window.localStorage.setItem(AUTH_USER_KEY, JSON.stringify(LOCAL_USER));
    expect(readUser(window.localStorage)).toEqual(LOCAL_USER);
  });

  it('reads no user without storage', () => {
    expect(readUser(null)).toBeNull();
  });
});

describe('signOut', () => {
  it('forgets the token and puts the fixed local user back', () => {
    window.localStorage.setItem(TOKEN_KEY, 'abc');
    window.localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ id: 'x', isLocalStorage: false }));
    signOut(window.localStorage);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(readUser(window.localStorage)).toEqual(LOCAL_USER);
  });

  it('does not throw when storage refuses', () => {
    const refusing = {
      removeItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(() => signOut(refusing)).not.toThrow();
  });
});
