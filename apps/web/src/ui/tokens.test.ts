import { describe, expect, it } from 'vitest';
import { uiTokens } from './tokens.ts';

// Vitest hands CSS imports over empty, so theme.css is read from disk. The web app is typed for the browser,
// without Node's types: the two Node modules are imported by name and given the one function each used.
// (Not `new URL(...)`: under happy-dom that is the browser's URL, which Node's file functions refuse.)
const [nodeFs, nodeUrl] = ['node:fs', 'node:url'];
const { readFileSync } = (await import(/* @vite-ignore */ nodeFs)) as {
  readFileSync: (path: string, encoding: 'utf8') => string;
};
const { fileURLToPath } = (await import(/* @vite-ignore */ nodeUrl)) as { fileURLToPath: (url: string) => string };
const themeCss = readFileSync(fileURLToPath(import.meta.url.replace(/[^/]+$/, 'theme.css')), 'utf8');

// The components' source text, as Vite reads it.
const components = import.meta.glob<string>(['./*.tsx', '!./*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

function customProperty(name: string): string | undefined {
  return new RegExp(`${name}:\\s*([^;]+);`).exec(themeCss)?.[1]?.trim();
}

describe('UI tokens', () => {
  it("are the specification's defaults", () => {
    expect(uiTokens).toMatchObject({
      slider: { autoplayMs: 3000, transitionMs: 500 },
      carousel: { transitionMs: 400, minTouchDragPx: 80, intervalMs: 5000 },
      modal: { zIndex: 1050, fadeMs: 150, transitionMs: 300 },
      collapse: { transitionMs: 350 },
      spinner: { size: 80, color: 'green' },
    });
  });

  it('agree with the copies theme.css keeps for Bootstrap', () => {
    expect(customProperty('--admit-modal-zindex')).toBe(String(uiTokens.modal.zIndex));
    expect(customProperty('--admit-modal-backdrop-zindex')).toBe(String(uiTokens.modal.backdropZIndex));
    expect(customProperty('--admit-fade-duration')).toBe(`${uiTokens.modal.fadeMs}ms`);
    expect(customProperty('--admit-modal-duration')).toBe(`${uiTokens.modal.transitionMs}ms`);
    expect(customProperty('--admit-collapse-duration')).toBe(`${uiTokens.collapse.transitionMs}ms`);
    expect(customProperty('--admit-bottom-tab-bar-height')).toBe(`${uiTokens.bottomTabBar.heightPx}px`);
    expect(customProperty('--admit-green')).toBe(uiTokens.brand.primary);
    expect(customProperty('--admit-green-rgb')).toBe(uiTokens.brand.primaryRgb);
    expect(customProperty('--admit-green-hover')).toBe(uiTokens.brand.hover);
    expect(customProperty('--admit-green-active')).toBe(uiTokens.brand.active);
    // ...and Bootstrap is pointed at them.
    expect(customProperty('--bs-primary')).toBe('var(--admit-green)');
    expect(customProperty('--bs-primary-rgb')).toBe('var(--admit-green-rgb)');
    expect(customProperty('--bs-link-color')).toBe('var(--admit-green)');
    expect(customProperty('--bs-modal-zindex')).toBe('var(--admit-modal-zindex)');
    expect(customProperty('--bs-backdrop-zindex')).toBe('var(--admit-modal-backdrop-zindex)');
  });

  it("leave none of Bootstrap's blue in the theme", () => {
    const rules = themeCss.replace(/\/\*[\s\S]*?\*\//g, '');
    expect(rules).not.toMatch(/#0d6efd|13,\s*110,\s*253|#86b7fe/i);
  });

  it('are the only place components take a duration from', () => {
    expect(Object.keys(components)).toContain('./FeaturedSlider.tsx');
    for (const [file, source] of Object.entries(components)) {
      // A literal like 300ms / '0.35s', or a literal handed to a timing prop: timeout={300}, interval={5000}...
      expect(source, file).not.toMatch(/\b\d+(\.\d+)?m?s\b['"`]/);
      expect(source, file).not.toMatch(/\b(timeout|interval|delay|speed|autoplaySpeed|transitionDuration)=\{[\d.]+\}/);
    }
  });
});
