/**
 * Prism's stock themes fail WCAG AA contrast (4.5:1) for some tokens, so each is the VS Code theme
 * with the failing token colours darkened (light) or lightened (dark). The browser tests run
 * axe-core over code blocks in both modes and fail if a colour regresses.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

type TokenStyle = PrismTheme['styles'][number];

/** Later styles win in prism-react-renderer, so overrides are appended. */
function recolour(base: PrismTheme, overrides: TokenStyle[]): PrismTheme {
  return {...base, styles: [...base.styles, ...overrides]};
}

export const prismLight: PrismTheme = recolour(themes.vsLight, [
  {types: ['attr-name'], style: {color: '#b00000'}},
  {types: ['number', 'variable', 'inserted'], style: {color: '#07704a'}},
  {types: ['class-name'], style: {color: '#1d6b82'}},
  {types: ['comment'], style: {color: '#1f7a1f', fontStyle: 'italic'}},
]);

export const prismDark: PrismTheme = recolour(themes.vsDark, [
  {types: ['prolog'], style: {color: '#a0a0ff'}},
  {types: ['constant'], style: {color: '#a8aae0'}},
  {types: ['comment'], style: {color: '#7fb069', fontStyle: 'italic'}},
  {types: ['punctuation'], languages: ['markup'], style: {color: '#a0a0a0'}},
]);
