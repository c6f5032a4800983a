import { describe, expect, it } from 'vitest';
import { parseClientConfig } from './client-config.ts';

const config = {
  graphqlPath: '/graphql',
  firebase: { apiKey: 'key', authDomain: 'admit.example', projectId: 'admit' },
  authEmulatorUrl: null,
  signInMethods: ['password', 'google'],
};

describe('client config', () => {
  it('reads the configuration the API sends', () => {
    expect(parseClientConfig(JSON.stringify(config))).toEqual(config);
  });

  it('refuses what is not JSON, such as a proxy’s error page', () => {
    expect(() => parseClientConfig('<html>Bad gateway</html>')).toThrow("The app's configuration is not valid JSON.");
  });

  it('refuses a configuration of another shape', () => {
    const wrong = [
      null,
      [],
      { ...config, firebase: undefined },
      { ...config, authEmulatorUrl: 3 },
      { ...config, signInMethods: ['carrier-pigeon'] },
    ];
    for (const value of wrong) {
      expect(() => parseClientConfig(JSON.stringify(value))).toThrow(
        "The app's configuration is not in the shape this version of the app expects.",
      );
    }
  });
});
