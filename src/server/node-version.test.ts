import { describe, expect, it } from 'vitest';
import { nodeVersionWarning } from './node-version';

describe('the Node.js version warning', () => {
  it('warns in German on Node.js 20 and names the version', () => {
    const warning = nodeVersionWarning('v20.20.2');
    expect(warning).toContain('Node.js 20.20.2');
    expect(warning).toContain('22 oder neuer');
    expect(warning).toContain('startet trotzdem');
  });

  it('stays quiet on Node.js 22 and 24', () => {
    expect(nodeVersionWarning('v22.0.0')).toBeUndefined();
    expect(nodeVersionWarning('v24.11.1')).toBeUndefined();
  });
});
