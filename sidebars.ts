import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** Intro section (/docs). */
const sidebars = {
  intro: ['introduction', 'main-concepts', 'terminology', 'faq', 'read-offline', 'ai-assistants'],
} satisfies SidebarsConfig;

export default sidebars;
