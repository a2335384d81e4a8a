import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** The class on <body> while the reader navigates by keyboard. */
export const KEYBOARD_NAVIGATION_CLASS = 'navigation-with-keyboard';

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') document.body.classList.add(KEYBOARD_NAVIGATION_CLASS);
  });
  document.addEventListener('mousedown', () => {
    document.body.classList.remove(KEYBOARD_NAVIGATION_CLASS);
  });
}
