// docusaurus-theme-openapi-docs ships no type declarations for its theme components;
// these cover the ones src/theme/ wraps, as far as the wrappers use them.
declare module '@theme-original/Schema' {
  import type {ReactNode} from 'react';

  export interface Props {
    /** An OpenAPI schema object, passed through untouched. */
    readonly schema: unknown;
    readonly schemaType: 'request' | 'response';
    readonly schemaPath?: string;
  }
  export default function Schema(props: Props): ReactNode;
}
