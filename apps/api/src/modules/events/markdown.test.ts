import { describe, expect, it } from 'vitest';
import { plainSummary, renderMarkdown } from './markdown.ts';

describe('plainSummary', () => {
  it('turns every HTML entity an organizer may write back into its character', () => {
    const html = renderMarkdown('Rock&nbsp;&amp;&nbsp;Roll at O&#8217;Malley&rsquo;s &copy; 2031 — "loud" <3');
    // Non-breaking spaces count as spaces in a one-line summary.
    expect(plainSummary(html)).toBe('Rock & Roll at O’Malley’s © 2031 — "loud" <3');
  });

  it('keeps the words of a long description within the limit, ending in an ellipsis', () => {
    const summary = plainSummary(renderMarkdown(`## Line-up\n\n${'Sea shanties by the harbour. '.repeat(20)}`), 60);
    expect(summary).toHaveLength(60);
    expect(summary).toMatch(/^Line-up Sea shanties by the harbour\. .*…$/);
  });
});
