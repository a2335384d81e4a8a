// docusaurus-theme-openapi-docs ships no type declarations for its theme components; these cover
// the ones this feature's theme wraps (`@theme-init/…`: the OpenAPI theme's own), as far as it uses them.
declare module '@theme-init/CodeSamples' {
  import type {ReactNode} from 'react';

  export interface Props {
    /** The example's text, as the theme prints it (an object with `JSON.stringify(value, null, 2)`). */
    readonly example: string;
    readonly language?: string;
  }
  export default function CodeSamples(props: Props): ReactNode;
}
