import { describe, expect, it } from 'vitest';
import { MIN_NODE_MAJOR, unsupportedNodeMessage } from './require-supported-node.js';

describe('unsupportedNodeMessage', () => {
  it('accepts Node 24 and later', () => {
    expect(MIN_NODE_MAJOR).toBe(24);
    expect(unsupportedNodeMessage('24.0.0')).toBeNull();
    expect(unsupportedNodeMessage('26.1.0')).toBeNull();
  });

  it('names the version it found and the way out on Node 20 and 22', () => {
    expect(unsupportedNodeMessage('20.20.2')).toBe(
      'Admit needs Node 24 or newer, but this is Node 20.20.2. Start it through npm (npm start), which runs the ' +
        'Node 24 that "npm ci" installed, or install Node 24 LTS.',
    );
    expect(unsupportedNodeMessage('22.22.0')).toContain('this is Node 22.22.0');
  });
});
