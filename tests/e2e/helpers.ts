import {expect, type Page, type Response} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import routesFixture from '../fixtures/routes.json';
import {escapeRegExp, versionLabelPattern, type SdkSection} from './versions';

export * from './versions';

export const fixture = routesFixture;

/** Opens a path and waits until React has hydrated the page (never on a timeout). */
export async function open(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  return response;
}

/** Collects uncaught page errors; assert it is empty at the end of a test. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/** Switches to dark mode with the navbar's colour switch. */
export async function setDarkMode(page: Page): Promise<void> {
  await page.getByRole('button', {name: /Switch between dark and light mode \(currently light mode\)/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

/** Picks a version in a section's navbar dropdown, as a reader does (hover, then click). */
export async function switchVersion(page: Page, section: SdkSection, label: string): Promise<void> {
  const dropdown = versionDropdown(page, section);
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu a', {hasText: new RegExp(`^${escapeRegExp(label)}$`)}).click();
}

/** The navbar's version dropdown of a docs section, found by the versions it lists. */
export function versionDropdown(page: Page, section: SdkSection) {
  const navbar = page.locator('nav.navbar');
  return navbar.locator('.navbar__items--right .dropdown').filter({
    has: page.locator('> a.navbar__link', {hasText: versionLabelPattern(section)}),
  });
}

/** The rules of the accessibility bar: WCAG 2.2 A and AA (with the 2.0 and 2.1 rules it includes). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Runs axe-core on the page as it is now (or on the part `include` selects) and fails with a readable list of any violations. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({page}).withTags(WCAG_TAGS);
  const {violations} = await (include ? builder.include(include) : builder).analyze();
  const described = violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} :: ${n.failureSummary?.split('\n')[1] ?? ''}`),
  }));
  expect(described).toEqual([]);
}
