// Prism's grammar files extend the global Prism and export nothing.
declare module 'prismjs/components/prism-*';
