// Prism's core on its own (the package's types describe only the full build, which is the same object).
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
